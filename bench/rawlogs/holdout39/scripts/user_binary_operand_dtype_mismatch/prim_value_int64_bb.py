# cause: user_binary_operand_dtype_mismatch
# expect: Binary operators must have the same datatype
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import pytest

@pytest.mark.parametrize("k", [1, 3])
def test_add_scalar(k):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4,), "int32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.add(x, relax.prim_value(k)))
        bb.emit_func_output(y)
    a = np.arange(4, dtype="int32")
    np.testing.assert_array_equal(run(bb.get(), a), a + k)
