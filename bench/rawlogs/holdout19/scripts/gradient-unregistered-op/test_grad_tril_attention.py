# cause: gradient-unregistered-op
# expect: relax\.tril
# capture: pytest-line
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Attn:
    @R.function
    def main(q: R.Tensor((8, 8), "float32"), k: R.Tensor((8, 8), "float32")):
        with R.dataflow():
            s = R.matmul(q, R.permute_dims(k))
            m = R.tril(s, 0)
            p = R.nn.softmax(m, axis=-1)
            l = R.sum(p)
            R.output(l)
        return l


def test_causal_scores_gradient():
    relax.transform.Gradient("main")(Attn)
