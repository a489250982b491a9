# cause: llvm-codegen-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: combined
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Adj:
    @R.function
    def main(a: R.Tensor((8, 8), "bool"), b: R.Tensor((8, 8), "bool")):
        with R.dataflow():
            c = R.matmul(a, b)
            R.output(c)
        return c


print("reachability step")
ex = relax.build(Adj, target="llvm")
