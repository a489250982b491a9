# cause: llvm_codegen_bool_compare
# expect: LLVM module verification failed
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class MaskAgreement(nn.Module):
    def forward(self, pred_mask: nn.Tensor, gold_mask: nn.Tensor):
        return op.equal(pred_mask, gold_mask)


def build():
    mod, _ = MaskAgreement().export_tvm(
        spec={"forward": {"pred_mask": spec.Tensor(("n", 128), "bool"),
                          "gold_mask": spec.Tensor(("n", 128), "bool")}}
    )
    return tvm.compile(mod, target="llvm")


def test_mask_agreement():
    vm = relax.VirtualMachine(build(), tvm.cpu())
    a = np.random.rand(4, 128) > 0.5
    b = np.random.rand(4, 128) > 0.5
    got = vm["forward"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy()
    np.testing.assert_array_equal(got, a == b)
