# cause: conv2d-packed-layout-unlegalized
# expect: test_convert_blocked[\s\S]*CodeGenVM cannot emit
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


def conv_relu():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 16, 10, 10), "float32"))
    w = relax.Var("w", relax.TensorType((16, 16, 3, 3), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv2d(x, w))
            y = bb.emit_output(relax.op.nn.relu(y))
        bb.emit_func_output(y)
    return bb.get()


def check(layouts):
    mod = relax.transform.ConvertLayout({"relax.nn.conv2d": layouts})(conv_relu())
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    rng = np.random.default_rng(7)
    x = rng.standard_normal((1, 16, 10, 10)).astype("float32")
    w = rng.standard_normal((16, 16, 3, 3)).astype("float32")
    return vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()


def test_convert_nhwc():
    assert check(["NHWC", "HWIO"]).shape == (1, 16, 8, 8)


def test_convert_blocked():
    assert check(["NCHW16c", "OIHW16i16o"]).shape == (1, 16, 8, 8)
