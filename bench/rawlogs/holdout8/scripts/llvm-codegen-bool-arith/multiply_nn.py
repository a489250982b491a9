# cause: llvm-codegen-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: combined
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op
import tvm


class Gate(nn.Module):
    def forward(self, m1, m2):
        return op.multiply(m1, m2)


mod, _ = Gate().export_tvm({"forward": {"m1": nn.spec.Tensor((4, 4), "bool"), "m2": nn.spec.Tensor((4, 4), "bool")}})
ex = tvm.compile(mod, "llvm")
print("compiled", ex)
