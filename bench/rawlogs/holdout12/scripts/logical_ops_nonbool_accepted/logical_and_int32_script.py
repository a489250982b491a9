# cause: logical_ops_nonbool_accepted
# expect: Check failed: \(lhs\.ty\(\)\.MatchesCode\(DLDataTypeCode::kDLBool\)\)
# capture: pytest
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Both:
    @R.function
    def main(a: R.Tensor((5,), "int32"), b: R.Tensor((5,), "int32")):
        with R.dataflow():
            c = R.logical_and(a, b)
            R.output(c)
        return c


def test_both_int():
    tvm.compile(Both, target="llvm")
