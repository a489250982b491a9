# cause: rewrite_callback_swapped_operands
# expect: Matmul requires the reduction length
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard, rewrite_call
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Scores:
    @R.function
    def main(q: R.Tensor((4, 12, 64), "float16"), k: R.Tensor((4, 64, 16), "float16")):
        with R.dataflow():
            s = R.matmul(q, k)
            p = R.nn.softmax(s, axis=-1)
            R.output(p)
        return p


@relax.transform.function_pass(opt_level=0, name="ScaleScores")
class ScaleScores:
    def __init__(self, scale):
        self.scale = scale

    def transform_function(self, func, mod, ctx):
        a, b = wildcard(), wildcard()
        pat = is_op("relax.matmul")(a, b)

        def cb(expr, m):
            scaled = relax.op.multiply(m[a], relax.const(self.scale, "float16"))
            return relax.op.matmul(m[b], scaled)

        return rewrite_call(pat, cb, func)


mod = ScaleScores(0.125)(Scores)
mod.show()
