# cause: nn_check_tensor_unknown_shape
# expect: AssertionError
# capture: notebook
# post: truncate=0.6
# %%
import numpy as np
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec

# %%
class MaskedFill(nn.Module):
    def forward(self, scores: nn.Tensor, keep: nn.Tensor):
        neg = op.full(scores.shape, -1e4, dtype="float32")
        return op.where(keep, scores, neg)

# %%
spec_ = {"forward": {"scores": spec.Tensor((1, 8, "q_len", "kv_len"), "float32"),
                     "keep": spec.Tensor((1, 1, "q_len", "mask_len"), "bool")}}
mod, _ = MaskedFill().export_tvm(spec=spec_)
