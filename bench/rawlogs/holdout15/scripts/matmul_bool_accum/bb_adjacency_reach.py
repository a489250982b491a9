# cause: matmul_bool_accum
# expect: CreateMul
import numpy as np
import tvm
from tvm import relax

N = 6
bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((N, N), "bool"))
with bb.function("main", [a]):
    with bb.dataflow():
        two_hop = bb.emit(relax.op.matmul(a, a))
        gv = bb.emit_output(two_hop)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
adj = np.eye(N, k=1, dtype=bool)
print(vm["main"](tvm.runtime.tensor(adj)))
