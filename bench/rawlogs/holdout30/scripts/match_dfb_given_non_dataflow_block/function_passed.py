# cause: match_dfb_given_non_dataflow_block
# expect: Expected `relax\.expr\.DataflowBlock` but got `relax\.expr\.Function`
# capture: stderr
# post: crlf
import tvm
from tvm import relax
from tvm.relax.dpl import PatternContext, is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class QKV:
    @R.function
    def main(
        x: R.Tensor((2, 64, 256), "float32"),
        wq: R.Tensor((256, 256), "float32"),
        wk: R.Tensor((256, 256), "float32"),
        wv: R.Tensor((256, 256), "float32"),
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
    q = is_op("relax.matmul")(inp, wildcard())
    k = is_op("relax.matmul")(inp, wildcard())
    v = is_op("relax.matmul")(inp, wildcard())
    matched = ctx.match_dfb(QKV["main"])

print("found QKV projection:", matched is not None)
