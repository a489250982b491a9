# cause: cross-entropy-zero-batch-divide
# expect: Divide by zero
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class EmptyBatchLoss:
    @R.function
    def main(x: R.Tensor((0, 5), "float32"), y: R.Tensor((0, 5), "float32")) -> R.Tensor((), "float32"):
        with R.dataflow():
            gv = R.nn.cross_entropy_with_logits(x, y)
            R.output(gv)
        return gv


def test_cross_entropy_legalize_empty_batch():
    mod = relax.transform.LegalizeOps()(EmptyBatchLoss)
    mod.show()
