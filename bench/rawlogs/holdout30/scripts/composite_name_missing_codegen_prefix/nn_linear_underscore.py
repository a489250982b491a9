# cause: composite_name_missing_codegen_prefix
# expect: The pattern name for a composite function should start with a compiler name
# capture: pytest-short
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.relax.frontend import nn


class Classifier(nn.Module):
    def __init__(self):
        self.proj = nn.Linear(128, 256)
        self.head = nn.Linear(256, 10, bias=False)

    def forward(self, x: nn.Tensor):
        return self.head(nn.silu(self.proj(x)))


def linear_patterns():
    weight_t = is_op("relax.permute_dims")(wildcard())
    matmul = is_op("relax.matmul")(wildcard(), weight_t)
    with_bias = is_op("relax.add")(matmul, wildcard())
    return [("cutlass_linear_bias", with_bias), ("cutlass_linear", matmul)]


def test_partition_linear_layers():
    mod, _ = Classifier().export_tvm(
        spec={"forward": {"x": nn.spec.Tensor((4, 128), "float32")}}
    )
    mod = relax.transform.FuseOpsByPattern(
        linear_patterns(), bind_constants=False, annotate_codegen=True
    )(mod)
    names = [gv.name_hint for gv in mod.get_global_vars()]
    assert any(n.endswith("_cutlass") for n in names)
