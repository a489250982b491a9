# cause: rewrite_callback_unmatched_pattern_key
# expect: KeyError
# capture: ipython
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard, PatternContext, rewrite_bindings
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class QKV:
    @R.function
    def main(x: R.Tensor((1, 64), "float32"), wq: R.Tensor((64, 64), "float32"), wk: R.Tensor((64, 64), "float32")):
        with R.dataflow():
            q = R.matmul(x, wq)
            k = R.matmul(x, wk)
            s = R.add(q, k)
            R.output(s)
        return s


with PatternContext() as ctx:
    inp = wildcard()
    w1 = wildcard()
    w2 = wildcard()
    mm1 = is_op("relax.matmul")(inp, w1)
    mm2 = is_op("relax.matmul")(inp, w2)

weight_pat = wildcard()


def merge(matchings, bindings):
    w = relax.op.concat([matchings[w1], matchings[weight_pat]], axis=1)
    fused = relax.op.matmul(matchings[inp], w)
    parts = relax.op.split(fused, 2, axis=1)
    return {matchings[mm1]: relax.TupleGetItem(parts, 0), matchings[mm2]: relax.TupleGetItem(parts, 1)}


new_main = rewrite_bindings(ctx, merge, QKV["main"])
print(new_main)
