# cause: llvm-bool-arith-codegen
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)
# post: truncate=0.90
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print("=" * 60)
print("building relax module")
print("=" * 60)

@I.ir_module
class Module:
    @R.function
    def main(mask: R.Tensor((6,), dtype="bool")):
        with R.dataflow():
            c = R.cumsum(mask, axis=0)
            R.output(c)
        return c


mod = Module

print(mod.script())
ex = relax.build(mod, target="llvm")
