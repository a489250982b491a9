# cause: softmax_integer_input
# expect: Softmax requires the input tensor to have float dtype
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

# %%
class VoteProb(nn.Module):
    """Turn per-class vote counts into a distribution."""
    def forward(self, votes: nn.Tensor):
        total = op.sum(votes, axis=-1, keepdims=True)
        return op.softmax(votes, axis=-1), total

# %%
mod, _ = VoteProb().export_tvm(spec={"forward": {"votes": nn.spec.Tensor((2, 6), "int32")}})
mod.show()
