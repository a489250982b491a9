# cause: user_arith_on_bool_tensor
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: ipython
# post: truncate=0.6
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
    with bb.dataflow():
        u = bb.emit(relax.op.maximum(a, b))   # union of masks
        gv = bb.emit_output(u)
    bb.emit_func_output(gv)
m1 = np.array([1, 0, 1, 0], bool); m2 = np.array([1, 1, 0, 0], bool)
print(run(bb.get(), m1, m2), np.maximum(m1, m2))
