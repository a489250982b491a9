# cause: conv2d-blocked-layout-not-legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def make_conv(desired):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 8, 16, 16), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            w = relax.const(np.random.rand(16, 8, 1, 1).astype("float32"))
            y = bb.emit(relax.op.nn.conv2d(x, w))
            z = bb.emit_output(relax.op.add(y, relax.const(1.0)))
        bb.emit_func_output(z)
    mod = bb.get()
    if desired is not None:
        mod = relax.transform.ConvertLayout({"relax.nn.conv2d": desired})(mod)
    return mod


def test_nhwc():
    tvm.compile(make_conv(["NHWC", "OHWI"]), target="llvm")


def test_nchw4c():
    tvm.compile(make_conv(["NCHW4c", "OIHW4i4o"]), target="llvm")
