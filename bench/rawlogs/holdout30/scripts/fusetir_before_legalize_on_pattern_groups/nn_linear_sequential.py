# cause: fusetir_before_legalize_on_pattern_groups
# expect: Only call_tir and call_tir_inplace are supported in primitive function, but got: R\.permute_dims
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.relax.frontend import nn


class Proj(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(48, 96)

    def forward(self, x: nn.Tensor):
        return nn.gelu(self.fc(x))


def linear_gelu():
    w_t = is_op("relax.permute_dims")(wildcard())
    mm = is_op("relax.matmul")(wildcard(), w_t)
    return is_op("relax.nn.gelu")(is_op("relax.add")(mm, wildcard()))


def test_linear_gelu_single_kernel():
    mod, params = Proj().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 48), "float32")}})
    seq = tvm.transform.Sequential(
        [
            relax.transform.FuseOpsByPattern([("tvm.linear_gelu", linear_gelu())]),
            relax.transform.FuseTIR(),
            relax.transform.LegalizeOps(),
        ]
    )
    mod = seq(mod)
    kernels = [gv for gv, f in mod.functions.items() if isinstance(f, tvm.tirx.PrimFunc)]
    assert len(kernels) == 1
