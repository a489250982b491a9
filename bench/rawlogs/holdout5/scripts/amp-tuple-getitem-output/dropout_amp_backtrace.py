# cause: amp-tuple-getitem-output
# expect: The type is not populated
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Head:
    @R.function
    def main(h: R.Tensor((2, 32), "float32"), w: R.Tensor((32, 10), "float32")):
        with R.dataflow():
            logits = R.matmul(h, w)
            d = R.nn.dropout(logits, rate=0.1)
            out = d[0]
            R.output(out)
        return out


passes = tvm.transform.Sequential(
    [relax.transform.ToMixedPrecision(out_dtype="float16"), relax.transform.LegalizeOps()]
)
with tvm.transform.PassContext(opt_level=3):
    mod = passes(Head)
