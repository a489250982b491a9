# cause: conv2d-transpose-zero-dilation
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest-native
import pytest
import numpy as np
import tvm
from tvm import relax


def test_add_relu_compiles():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.relu(relax.op.add(x, x)))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((2, 4), "float32"))).numpy()
    np.testing.assert_allclose(out, np.full((2, 4), 2.0, "float32"))


def test_upsample_legalize():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 16, 7, 7), "float16"))
    w = relax.const(np.ones((16, 16, 2, 2), "float16"))
    with bb.function("upsample", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv2d_transpose(x, w, strides=2, dilation=0))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    mod = relax.transform.LegalizeOps()(bb.get())
    assert "upsample" in [gv.name_hint for gv in mod.functions]
