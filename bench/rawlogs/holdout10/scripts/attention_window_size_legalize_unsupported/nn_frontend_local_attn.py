# cause: attention_window_size_legalize_unsupported
# expect: Legalization for sliding-window attention is not supported yet
# capture: pytest
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.relax.frontend import nn


class Local(nn.Module):
    def forward(self, q, k, v):
        out = relax.op.nn.attention(q._expr, k._expr, v._expr, causal_mask="BottomRight", window_size=16)
        return nn.wrap_nested(out, name="attn")


def test_local_attention():
    spec = {"forward": {n: nn.spec.Tensor((1, 64, 8, 64), "float32") for n in ("q", "k", "v")}}
    mod, _ = Local().export_tvm(spec)
    ex = tvm.compile(mod, target="llvm")
