# cause: ce_logits_grad_symbolic_batch
# expect: TypeError: int\(\) argument must be
# capture: pytest-line
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class LabelSmooth:
    @R.function
    def main(logit: R.Tensor(("b", 4), "float64"), y: R.Tensor(("b", 4), "float64")):
        with R.dataflow():
            l = R.nn.cross_entropy_with_logits(logit, y)
            R.output(l)
        return l


def test_label_smoothing_grad_dynamic():
    out = relax.transform.Gradient("main")(LabelSmooth)
    assert out is not None
