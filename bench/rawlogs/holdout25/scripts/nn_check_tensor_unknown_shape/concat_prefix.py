# cause: nn_check_tensor_unknown_shape
# expect: AssertionError
# capture: pytest-native
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class PrefixTuning(nn.Module):
    def forward(self, prefix: nn.Tensor, hidden: nn.Tensor):
        # prefix: (prefix_batch, p, d), hidden: (batch, s, d)
        return op.concat([prefix, hidden], dim=1)


def test_prefix_concat_export():
    mod, _ = PrefixTuning().export_tvm(
        spec={"forward": {"prefix": spec.Tensor(("pb", 4, 32), "float16"), "hidden": spec.Tensor(("b", "s", 32), "float16")}}
    )
    assert "forward" in [gv.name_hint for gv in mod.get_global_vars()]
