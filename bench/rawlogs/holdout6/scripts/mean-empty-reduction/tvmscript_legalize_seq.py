# cause: mean-empty-reduction
# expect: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Pooling:
    @R.function
    def main(tokens: R.Tensor((2, 0, 8), "float32")):
        with R.dataflow():
            avg = R.mean(tokens, axis=[1], keepdims=False)
            R.output(avg)
        return avg


seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])
seq(Pooling)
