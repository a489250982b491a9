# cause: reduce-bool-no-identity
# expect: Cannot decide min_value for typeT\.bool
# post: truncate=0.7
import traceback
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Dilate(nn.Module):
    """Dilate a binary occupancy mask with a 2x2 max-pool."""

    def __init__(self, use_pool):
        self.use_pool = use_pool

    def forward(self, occ: nn.Tensor):
        if self.use_pool:
            return op.max_pool2d(occ, kernel_size=2, stride=1)
        return op.max(occ, axis=[2, 3], keepdims=True)


spec = {"forward": {"occ": nn.spec.Tensor((1, 1, 16, 16), "bool")}}
try:
    mod, _ = Dilate(use_pool=True).export_tvm(spec)
except Exception:
    traceback.print_exc()
    mod, _ = Dilate(use_pool=False).export_tvm(spec)
bb_mod = relax.transform.LegalizeOps()(mod)
