# cause: mean-zero-extent-div0
# expect: Divide by zero
# capture: pytest-native
# post: truncate=0.6
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor((2, 3, 0), "float32")):
        with R.dataflow():
            mu = R.mean(x, axis=[1, 2], keepdims=True)
            var = R.variance(x, axis=[1, 2], keepdims=True)
            y = R.divide(R.subtract(x, mu), R.sqrt(R.add(var, R.const(1e-5, "float32"))))
            R.output(y)
        return y


def test_normalize_pipeline():
    seq = tvm.transform.Sequential(
        [relax.transform.LegalizeOps(), relax.transform.AnnotateTIROpPattern(), relax.transform.FoldConstant()]
    )
    seq(Norm)
