# cause: llvm-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest-native
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Positions(nn.Module):
    def forward(self, valid: nn.Tensor):
        # position of each valid token = number of valid tokens before it
        return op.cumsum(valid, axis=0, exclusive=True)


def test_positions_bool_input():
    mod, _ = Positions().export_tvm(spec={"forward": {"valid": spec.Tensor([64], "bool")}})
    tvm.compile(mod, target="llvm")
