# cause: nn_check_tensor_unknown_shape
# expect: assert expr.ty.shape is not None
import numpy as np
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class TokenEmbed(nn.Module):
    def __init__(self, vocab=1000, dim=64):
        self.tok = nn.Embedding(vocab, dim)

    def forward(self, ids: nn.Tensor, pos_table: nn.Tensor):
        h = self.tok(ids)               # (1, seq, 64)
        return h + pos_table            # (1, max_pos, 64), seq == max_pos at runtime


mod, params = TokenEmbed().export_tvm(
    spec={"forward": {"ids": spec.Tensor((1, "seq"), "int32"), "pos_table": spec.Tensor((1, "max_pos", 64), "float32")}}
)
mod.show()
