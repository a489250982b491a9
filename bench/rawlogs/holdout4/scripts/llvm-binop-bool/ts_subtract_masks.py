# cause: llvm-binop-bool
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class MaskDiff:
    @R.function
    def main(a: R.Tensor((4, 4), "bool"), b: R.Tensor((4, 4), "bool")):
        with R.dataflow():
            d = R.subtract(a, b)
            R.output(d)
        return d


print(MaskDiff.script())
lib = tvm.compile(MaskDiff, target="llvm")
print(lib)
