# cause: llvm-codegen-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest-native
# post: truncate=0.5
import tvm
from tvm import relax
from tvm.script import relax as R


@R.function
def count(mask: R.Tensor((32,), "bool")):
    c = R.cumsum(mask, axis=0)
    return c


def test_cumsum_bool_mask():
    mod = tvm.IRModule({"main": count})
    tvm.compile(mod, "llvm")
