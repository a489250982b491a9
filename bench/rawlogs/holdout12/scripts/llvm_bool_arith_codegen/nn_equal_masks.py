# cause: llvm_bool_arith_codegen
# expect: LLVM module verification failed|FCmp
# capture: pytest
import numpy as np
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class MaskAgreement(nn.Module):
    def forward(self, pred_mask: nn.Tensor, gt_mask: nn.Tensor):
        return F.equal(pred_mask, gt_mask)


def test_mask_agreement_compiles():
    spec = {
        "forward": {
            "pred_mask": nn.spec.Tensor((2, 32, 32), "bool"),
            "gt_mask": nn.spec.Tensor((2, 32, 32), "bool"),
        }
    }
    mod, _ = MaskAgreement().export_tvm(spec=spec)
    ex = tvm.compile(mod, target="llvm")
    assert ex is not None
