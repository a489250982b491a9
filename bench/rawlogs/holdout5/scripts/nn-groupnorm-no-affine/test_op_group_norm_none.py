# cause: nn-groupnorm-no-affine
# expect: Found null pointer node while traversing AST
# capture: pytest
import pytest
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class GN(nn.Module):
    def __init__(self, affine):
        super().__init__()
        self.affine = affine
        if affine:
            self.weight = nn.Parameter((8,), "float32")
            self.bias = nn.Parameter((8,), "float32")

    def forward(self, x: nn.Tensor):
        if self.affine:
            return op.group_norm(x, 2, self.weight, self.bias)
        return op.group_norm(x, 2, None, None)


@pytest.mark.parametrize("affine", [True, False])
def test_export(affine):
    mod, _ = GN(affine).export_tvm(spec={"forward": {"x": spec.Tensor([2, 8, 5], "float32")}})
    assert "forward" in [gv.name_hint for gv in mod.get_global_vars()]
