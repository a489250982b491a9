# cause: check_func_legacy_signature
# expect: missing 1 required positional argument: 'call'
# capture: pytest
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.relax.frontend import nn


class Gate(nn.Module):
    def __init__(self):
        self.w = nn.Linear(64, 64, bias=False)

    def forward(self, x: nn.Tensor):
        return nn.sigmoid(self.w(x)) * x


def is_supported(annotated, call):
    return all(int(d) % 8 == 0 for d in call.ty.shape)


def make_pipeline():
    mm = is_op("relax.matmul")(wildcard(), is_op("relax.permute_dims")(wildcard()))
    pats = [relax.transform.FusionPattern("mylib.gated_linear", is_op("relax.sigmoid")(mm), {}, is_supported)]
    return tvm.transform.Sequential(
        [relax.transform.FuseOpsByPattern(pats), relax.transform.DeadCodeElimination()]
    )


def test_gate_partition():
    mod, _ = Gate().export_tvm(spec={"forward": {"x": nn.spec.Tensor((16, 64), "float32")}})
    mod = make_pipeline()(mod)
    composites = [f.attrs["Composite"] for f in mod.functions.values() if f.attrs and "Composite" in f.attrs]
    assert composites == ["mylib.gated_linear"]
