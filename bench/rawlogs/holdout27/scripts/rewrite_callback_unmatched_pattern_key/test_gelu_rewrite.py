# cause: rewrite_callback_unmatched_pattern_key
# expect: KeyError: 'key is not in Map'
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard, rewrite_call
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class FFN:
    @R.function
    def main(x: R.Tensor((4, 32), "float32"), w: R.Tensor((32, 32), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            a = R.nn.gelu(h)
            R.output(a)
        return a


def make_rule():
    inp = wildcard()
    pat = is_op("relax.nn.gelu")(inp)
    return pat


def to_tanh_gelu(expr, matches):
    inp = wildcard()
    return relax.op.nn.gelu_tanh(matches[inp])


def test_gelu_to_tanh():
    pat = make_rule()
    new = rewrite_call(pat, to_tanh_gelu, FFN["main"])
    assert "gelu_tanh" in new.script()
