# cause: loss_target_not_scalar
# expect: The differentiation target must be a float scalar
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class PerSample:
    @R.function
    def main(x: R.Tensor((8, 3), "float32"), w: R.Tensor((3, 3), "float32"), y: R.Tensor((8, 3), "float32")):
        with R.dataflow():
            p = R.matmul(x, w)
            d = R.subtract(p, y)
            per_sample = R.sum(R.multiply(d, d), axis=[1])
            R.output(per_sample)
        return per_sample


mod = relax.transform.Gradient("main", require_grads=[PerSample["main"].params[1]])(PerSample)
