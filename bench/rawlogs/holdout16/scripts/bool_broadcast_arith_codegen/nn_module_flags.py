# cause: bool_broadcast_arith_codegen
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: ipython
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn


class FlagAccumulator(nn.Module):
    def forward(self, flags: nn.Tensor, new_flags: nn.Tensor):
        return nn.op.add(flags, new_flags)


model = FlagAccumulator()
mod, params = model.export_tvm(
    spec={"forward": {"flags": nn.spec.Tensor((1, 32), "bool"), "new_flags": nn.spec.Tensor((1, 32), "bool")}}
)
print("exported", list(mod.functions.keys()) if hasattr(mod, "functions") else mod)
ex = tvm.compile(mod, target="llvm")
