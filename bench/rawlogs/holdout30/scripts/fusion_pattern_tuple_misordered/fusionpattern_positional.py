# cause: fusion_pattern_tuple_misordered
# expect: Expected `Map<str, relax\.dpl\.DFPattern>` but got `ffi\.Function`
# capture: pytest-short
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.relax.frontend import nn


class Norm(nn.Module):
    def __init__(self):
        self.ln = nn.LayerNorm(256)
        self.fc = nn.Linear(256, 256)

    def forward(self, x: nn.Tensor):
        return self.fc(self.ln(x))


def _check_ln(context):
    ln = context.matched_expr
    return len(ln.args[0].ty.shape) == 2


def make_patterns():
    ln = is_op("relax.nn.layer_norm")(wildcard(), wildcard(), wildcard())
    return [relax.transform.FusionPattern("mylib.layer_norm", ln, _check_ln)]


def test_layer_norm_offload():
    mod, _ = Norm().export_tvm(spec={"forward": {"x": nn.spec.Tensor((8, 256), "float32")}})
    mod = relax.transform.FuseOpsByPattern(make_patterns())(mod)
    assert "fused_relax_nn_layer_norm" in [gv.name_hint for gv in mod.get_global_vars()]
