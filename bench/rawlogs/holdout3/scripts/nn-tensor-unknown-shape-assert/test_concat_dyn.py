# cause: nn-tensor-unknown-shape-assert
# expect: test_prefix_plus_prompt[\s\S]*AssertionError
# capture: pytest
import tvm
from tvm.relax.frontend import nn


class Prefix(nn.Module):
    def forward(self, prefix: nn.Tensor, prompt: nn.Tensor):
        x = nn.op.concat([prefix, prompt], dim=0)
        return x + prompt


class PrefixStatic(nn.Module):
    def forward(self, prefix: nn.Tensor, prompt: nn.Tensor):
        return nn.op.concat([prefix, prompt], dim=0)


def test_prefix_concat():
    spec = {"forward": {"prefix": nn.spec.Tensor(("p", 8), "float32"),
                        "prompt": nn.spec.Tensor(("t", 8), "float32")}}
    mod, _ = PrefixStatic().export_tvm(spec=spec)
    assert "forward" in [gv.name_hint for gv in mod.get_global_vars()]


def test_prefix_plus_prompt():
    spec = {"forward": {"prefix": nn.spec.Tensor(("p", 8), "float32"),
                        "prompt": nn.spec.Tensor(("t", 8), "float32")}}
    Prefix().export_tvm(spec=spec)
