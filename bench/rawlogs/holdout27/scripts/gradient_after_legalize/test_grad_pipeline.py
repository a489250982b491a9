# cause: gradient_after_legalize
# expect: Differentiation of call_tir op
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class MSE:
    @R.function
    def main(pred: R.Tensor((16,), "float32"), label: R.Tensor((16,), "float32")):
        with R.dataflow():
            d = R.subtract(pred, label)
            sq = R.multiply(d, d)
            loss = R.mean(sq)
            R.output(loss)
        return loss


def test_training_pipeline():
    seq = tvm.transform.Sequential([
        relax.transform.LegalizeOps(),
        relax.transform.Gradient("main"),
    ])
    out = seq(MSE)
    assert "main_adjoint" in [gv.name_hint for gv in out.get_global_vars()]
