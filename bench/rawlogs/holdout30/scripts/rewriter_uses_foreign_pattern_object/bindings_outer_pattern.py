# cause: rewriter_uses_foreign_pattern_object
# expect: KeyError: 'key is not in Map'
# capture: combined
# post: truncate=0.4
import tvm
from tvm import relax
from tvm.relax.dpl import PatternContext, is_op, rewrite_bindings, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class TwoProj:
    @R.function
    def main(
        x: R.Tensor((4, 32), "float32"),
        w0: R.Tensor((32, 16), "float32"),
        w1: R.Tensor((32, 16), "float32"),
    ):
        with R.dataflow():
            a = R.matmul(x, w0)
            b = R.matmul(x, w1)
            out = (a, b)
            R.output(out)
        return out


def projection_patterns():
    inp = wildcard()
    w0_pat, w1_pat = wildcard(), wildcard()
    mm0 = is_op("relax.matmul")(inp, w0_pat)
    mm1 = is_op("relax.matmul")(inp, w1_pat)
    return inp, w0_pat, w1_pat, mm0, mm1


with PatternContext() as ctx:
    _, w0_pat, w1_pat, mm0, mm1 = projection_patterns()
inp = wildcard()


def merge_projections(matchings, bindings):
    x = matchings[inp]
    w = R.concat([matchings[w0_pat], matchings[w1_pat]], axis=1)
    fused = R.matmul(x, w)
    return {
        matchings[mm0]: R.strided_slice(fused, axes=[1], begin=[0], end=[16]),
        matchings[mm1]: R.strided_slice(fused, axes=[1], begin=[16], end=[32]),
    }


print(rewrite_bindings(ctx, merge_projections, TwoProj["main"]))
