# cause: topk-rank0-infer-index
# expect: IndexError: Index -?\d+ out of bounds 0
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Pick(nn.Module):
    def forward(self, score):
        s = nn.op.sum(score)
        return nn.op.topk(s, 1) if hasattr(nn.op, "topk") else s


bb = relax.BlockBuilder()
x = relax.Var("score", relax.TensorType((), "float16"))
with bb.function("main", [x]):
    bb.emit_func_output(bb.emit(relax.op.topk(x, 1, axis=-1, largest=False)))
