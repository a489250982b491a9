# cause: topk-axis-unchecked
# expect: out of bounds 0
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Best(nn.Module):
    def forward(self, x):
        return F.topk(x, k=1, axis=-1)


def export(shape):
    return Best().export_tvm({"forward": {"x": nn.spec.Tensor(shape, "float32")}})[0]


def test_best_of_vector():
    mod = export((6,))
    assert "forward" in [gv.name_hint for gv in mod.get_global_vars()]


def test_best_of_scalar():
    mod = export(())
    assert "forward" in [gv.name_hint for gv in mod.get_global_vars()]
