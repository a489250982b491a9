# cause: rewrite_bindings_keys_are_patterns
# expect: Cannot convert from type `Map\[some key is relax\.dpl\.CallPattern, V\]` to `Map<ir\.Var, ir\.Expr>`
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.dpl import PatternContext, is_op, rewrite_bindings, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class QKV:
    @R.function
    def main(
        x: R.Tensor((2, 16, 64), "float32"),
        wq: R.Tensor((64, 64), "float32"),
        wk: R.Tensor((64, 64), "float32"),
        wv: R.Tensor((64, 64), "float32"),
    ):
        with R.dataflow():
            q = R.matmul(x, wq)
            k = R.matmul(x, wk)
            v = R.matmul(x, wv)
            out = (q, k, v)
            R.output(out)
        return out


with PatternContext() as ctx:
    inp = wildcard()
    wq_pat, wk_pat, wv_pat = wildcard(), wildcard(), wildcard()
    q_pat = is_op("relax.matmul")(inp, wq_pat)
    k_pat = is_op("relax.matmul")(inp, wk_pat)
    v_pat = is_op("relax.matmul")(inp, wv_pat)


def combine_qkv(matchings, bindings):
    w = R.concat([matchings[wq_pat], matchings[wk_pat], matchings[wv_pat]], axis=1)
    qkv = R.matmul(matchings[inp], w)
    return {
        q_pat: R.strided_slice(qkv, axes=[2], begin=[0], end=[64]),
        k_pat: R.strided_slice(qkv, axes=[2], begin=[64], end=[128]),
        v_pat: R.strided_slice(qkv, axes=[2], begin=[128], end=[192]),
    }


new_main = rewrite_bindings(ctx, combine_qkv, QKV["main"])
print(new_main)
