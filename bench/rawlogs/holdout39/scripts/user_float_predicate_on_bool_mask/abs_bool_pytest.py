# cause: user_float_predicate_on_bool_mask
# expect: Data type T.bool not supported for absolute op
# capture: pytest
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

def test_abs_diff_mask():
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((6,), "bool"))
    with bb.function("main", [a]):
        y = bb.emit(relax.op.abs(a))
        bb.emit_func_output(y)
    m = np.array([1, 0, 1, 1, 0, 0], bool)
    np.testing.assert_array_equal(run(bb.get(), m), np.abs(m))
