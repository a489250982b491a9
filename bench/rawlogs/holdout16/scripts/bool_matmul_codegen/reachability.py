# cause: bool_matmul_codegen
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: ipython
import numpy as np
import tvm
from tvm import relax

n = 6
adj = (np.eye(n, k=1) + np.eye(n)).astype(bool)
bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((n, n), "bool"))
b = relax.Var("b", relax.TensorType((n, n), "bool"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        two_hop = bb.emit(relax.op.matmul(a, b))
        gv = bb.emit_output(two_hop)
    bb.emit_func_output(gv)

ex = tvm.compile(bb.get(), "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(adj), tvm.runtime.tensor(adj)))
