# cause: llvm-codegen-bool-mul
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Reach:
    @R.function
    def main(adj: R.Tensor((16, 16), "bool")):
        with R.dataflow():
            two_hop = R.matmul(adj, adj)
            R.output(two_hop)
        return two_hop

mod = relax.transform.LegalizeOps()(Reach)
print(mod.script())
ex = tvm.compile(mod, target="llvm")
