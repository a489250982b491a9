# cause: python_control_flow_on_symbolic_dim
# expect: TypeError: 'Var' object cannot be interpreted as an integer
# capture: combined
import numpy as np
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Attn(nn.Module):
    def forward(self, scores):
        s = scores.shape[-1]
        print("seq len is", s)
        mask = np.triu(np.full((s, s), -1e9, dtype="float32"), 1)
        return op.add(scores, nn.Tensor.from_const(mask))


mod, _ = Attn().export_tvm({"forward": {"scores": spec.Tensor([1, 4, "s", "s"], "float32")}})
