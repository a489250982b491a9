# cause: pattern_op_name_not_registered
# expect: Operator relax\.relu is not registered
# capture: pytest-line
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.relax.frontend import nn


class Ffn(nn.Module):
    def __init__(self):
        self.up = nn.Linear(96, 384)
        self.down = nn.Linear(384, 96)

    def forward(self, x: nn.Tensor):
        return self.down(nn.gelu(self.up(x)))


ACTIVATIONS = ["relu", "gelu", "silu"]


def activation_patterns(prefix):
    pats = []
    for act in ACTIVATIONS:
        mm = is_op("relax.matmul")(wildcard(), wildcard())
        biased = is_op("relax.add")(mm, wildcard())
        pats.append((f"{prefix}.matmul_bias_{act}", is_op(f"relax.{act}")(biased)))
    return pats


def test_ffn_partition():
    mod, _ = Ffn().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 96), "float32")}})
    mod = relax.transform.FuseOpsByPattern(activation_patterns("mylib"))(mod)
    assert len(mod.get_global_vars()) > 1
