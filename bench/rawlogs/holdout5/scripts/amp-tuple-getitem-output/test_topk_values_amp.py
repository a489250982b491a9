# cause: amp-tuple-getitem-output
# expect: The type is not populated
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Rerank:
    @R.function
    def main(q: R.Tensor((4, 16), "float32"), d: R.Tensor((16, 32), "float32")):
        with R.dataflow():
            s = R.matmul(q, d)
            t = R.topk(s, k=5, axis=-1)
            best = t[0]
            R.output(best)
        return best


def test_fp32_compiles():
    tvm.compile(Rerank, target="llvm")


def test_fp16_amp():
    mod = relax.transform.ToMixedPrecision(out_dtype="float32")(Rerank)
    tvm.compile(mod, target="llvm")
