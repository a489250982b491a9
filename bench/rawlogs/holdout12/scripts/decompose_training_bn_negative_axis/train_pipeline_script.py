# cause: decompose_training_bn_negative_axis
# expect: NormCheckDtypeAndShape|ndim 0
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Train:
    @R.function
    def main(x: R.Tensor((4, 10, 3), "float32"), g: R.Tensor((3,), "float32"), b: R.Tensor((3,), "float32"),
             m: R.Tensor((3,), "float32"), v: R.Tensor((3,), "float32")):
        with R.dataflow():
            bn = R.nn.batch_norm(x, g, b, m, v, axis=-1, momentum=0.1)
            y = bn[0]
            R.output(y)
        return y


def test_training_decompose():
    seq = tvm.transform.Sequential([relax.transform.DecomposeOpsForTraining(), relax.transform.LegalizeOps()])
    seq(Train)
