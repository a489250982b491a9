# cause: user_arith_on_bool_tensor
# expect: dtype\.MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

def test_ratio():
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((2, 2), "bool"))
    b = relax.Var("b", relax.TensorType((2, 2), "bool"))
    with bb.function("main", [a, b]):
        r = bb.emit(relax.op.floor_divide(a, b))
        bb.emit_func_output(r)
    m = np.ones((2, 2), bool)
    np.testing.assert_array_equal(run(bb.get(), m, m), np.ones((2, 2), "int8"))
