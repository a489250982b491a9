# cause: rewriter_uses_foreign_pattern_object
# expect: key is not in Map
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import PatternMatchingRewriter, is_op, wildcard
from tvm.relax.frontend import nn


class Block(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(32, 32, bias=False)

    def forward(self, x: nn.Tensor):
        return nn.silu(self.fc(x))


def silu_parts():
    inp = wildcard()
    sig = is_op("relax.sigmoid")(inp)
    return inp, sig, is_op("relax.nn.silu")(inp)


def make_rewriter():
    _, _, silu = silu_parts()

    def rewrite(expr, matches):
        inp, _, _ = silu_parts()
        x = matches[inp]
        return relax.op.multiply(x, relax.op.sigmoid(x))

    return PatternMatchingRewriter.from_pattern(silu, rewrite)


def test_silu_decomposed():
    mod, params = Block().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 32), "float32")}})
    mod = make_rewriter()(mod)
    assert "silu" not in mod.script()
