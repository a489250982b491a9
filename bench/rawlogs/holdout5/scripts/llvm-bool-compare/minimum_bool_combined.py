# cause: llvm-bool-compare
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Both:
    @R.function
    def main(a: R.Tensor((3, 5), "bool"), b: R.Tensor((3, 5), "bool")):
        with R.dataflow():
            c = R.minimum(a, b)
            d = R.astype(c, "int32")
            R.output(d)
        return d


for name, func in Both.functions.items():
    print("function", name.name_hint, "params:", [str(p.ty) for p in func.params])
ex = tvm.compile(Both, target="llvm")
