# cause: conv1d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest
import pytest
import numpy as np
import tvm
from tvm import relax


def test_pointwise_conv1d():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 16, 40), "float16"))
    w = relax.const(np.zeros((16, 16, 1), "float16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv1d(x, w, strides=[0], out_dtype="float16"))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)


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
