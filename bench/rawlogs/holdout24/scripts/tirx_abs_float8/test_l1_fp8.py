# cause: tirx_abs_float8
# expect: not supported for absolute op
# capture: pytest-native
import ml_dtypes
import numpy as np
import pytest
import tvm
from tvm import relax


def build_l1(dtype):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((4, 32), dtype))
    b = relax.Var("b", relax.TensorType((4, 32), dtype))
    with bb.function("l1", [a, b]):
        with bb.dataflow():
            d = bb.emit(relax.op.abs(relax.op.subtract(a, b)))
            s = bb.emit_output(relax.op.sum(relax.op.astype(d, "float32"), axis=[1]))
        bb.emit_func_output(s)
    return bb.get()


@pytest.mark.parametrize("dtype", ["float8_e4m3fn"])
def test_l1_distance(dtype):
    np_dt = getattr(ml_dtypes, dtype)
    a = np.random.randn(4, 32).astype(np_dt)
    b = np.random.randn(4, 32).astype(np_dt)
    ex = tvm.compile(build_l1(dtype), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["l1"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy()
    ref = np.abs(a.astype("float32") - b.astype("float32")).sum(1)
    np.testing.assert_allclose(out, ref, rtol=0.1)
