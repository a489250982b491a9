# cause: llvm-bool-add-sub-mul
# expect: CodeGenLLVM::CreateMul[\s\S]*MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: combined
"""Two-hop reachability on an adjacency matrix, done with a boolean matmul."""
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Reach:
    @R.function
    def main(adj: R.Tensor((6, 6), "bool")) -> R.Tensor((6, 6), "bool"):
        with R.dataflow():
            two = R.matmul(adj, adj)
            R.output(two)
        return two


print(Reach.script())
adj = np.random.RandomState(0).rand(6, 6) > 0.7
print("edges:", int(adj.sum()))
ex = tvm.compile(Reach, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(adj)).numpy())
