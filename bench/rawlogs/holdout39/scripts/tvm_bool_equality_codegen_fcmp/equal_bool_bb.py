# cause: tvm_bool_equality_codegen_fcmp
# expect: fcmp oeq i1
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((4,), "bool"))
b = relax.Var("b", relax.TensorType((4,), "bool"))
with bb.function("main", [a, b]):
    e = bb.emit(relax.op.equal(a, b))
    bb.emit_func_output(e)
m1 = np.array([1, 0, 1, 0], bool); m2 = np.array([1, 1, 0, 0], bool)
np.testing.assert_array_equal(run(bb.get(), m1, m2), m1 == m2)
