# cause: llvm-bool-add-sub-mul
# expect: codegen_llvm\.cc[\s\S]*CreateAdd[\s\S]*MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Seen(nn.Module):
    def forward(self, hits: nn.Tensor):
        return op.cumsum(hits, axis=1)  # "seen so far" along the sequence


mod, _ = Seen().export_tvm({"forward": {"hits": nn.spec.Tensor((2, 10), "bool")}})
print(mod["forward"].ret_ty)
ex = tvm.compile(mod, target="llvm")
