# cause: llvm_bool_arith_codegen
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class FlagMerge:
    @R.function
    def main(f0: R.Tensor((8,), "bool"), f1: R.Tensor((8,), "bool")) -> R.Tensor((8,), "bool"):
        with R.dataflow():
            m = R.maximum(f0, f1)
            R.output(m)
        return m


lib = relax.build(FlagMerge, target="llvm")
print(lib)
