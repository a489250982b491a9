# cause: llvm-codegen-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# env: TVM_BACKTRACE=1
# post: truncate=0.75
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I


@I.ir_module
class Mask:
    @R.function
    def main(a: R.Tensor((2, 8), "bool"), b: R.Tensor((2, 8), "bool")):
        with R.dataflow():
            d = R.subtract(a, b)
            R.output(d)
        return d


ex = relax.build(Mask, target="llvm")
