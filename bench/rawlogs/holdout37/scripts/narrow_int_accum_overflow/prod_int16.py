# cause: narrow_int_accum_overflow
# expect: Mismatch
# capture: pytest-short
import numpy as np
import pytest
import tvm
from tvm import relax


def prod_mod(shape, dtype, axis):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.prod(x, axis=axis))
        bb.emit_func_output(y)
    return relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())


@pytest.mark.parametrize("dtype", ["int16", "int32"])
def test_prod_integer(dtype):
    x = np.array([[19, 23, 29, 31], [2, 3, 4, 5]], dtype=dtype)
    vm = prod_mod(x.shape, dtype, [1])
    got = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_array_equal(got, np.prod(x, axis=1))
