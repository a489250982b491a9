# cause: gradient_target_not_scalar
# expect: The differentiation target must be a float scalar
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class PerSampleLoss:
    @R.function
    def main(pred: R.Tensor((8, 4), "float32"), y: R.Tensor((8, 4), "float32")):
        with R.dataflow():
            d = R.subtract(pred, y)
            l = R.sum(R.multiply(d, d), axis=1)
            R.output(l)
        return l


grad = relax.transform.Gradient("main")(PerSampleLoss)
