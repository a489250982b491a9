# cause: pattern_registry_lookup_returns_none
# expect: Invalid pattern: None
# capture: pytest-line
import tvm
from tvm import relax
from tvm.relax.backend.pattern_registry import get_pattern
from tvm.relax.frontend import nn


class Proj(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(256, 256, dtype="float16")

    def forward(self, x: nn.Tensor):
        return self.fc(x)


def test_cutlass_partition():
    mod, _ = Proj().export_tvm(spec={"forward": {"x": nn.spec.Tensor((32, 256), "float16")}})
    pats = [get_pattern("cutlass.matmul_transposed_bias"), get_pattern("cutlass.matmul_transposed")]
    mod = relax.transform.FuseOpsByPattern(pats, bind_constants=False, annotate_codegen=True)(mod)
    offloaded = [f for f in mod.functions.values() if f.attrs is not None and "Codegen" in f.attrs]
    assert len(offloaded) == 1
