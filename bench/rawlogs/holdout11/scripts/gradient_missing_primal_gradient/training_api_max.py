# cause: gradient_missing_primal_gradient
# expect: FPrimalGradient has not been registered for relax\.max
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Backbone:
    @R.function
    def main(x: R.Tensor((4, 10), "float32"), w: R.Tensor((10, 10), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            m = R.max(h, axis=1)
            loss = R.sum(m)
            R.output(loss)
        return loss

mod = relax.transform.Gradient("main", require_grads=[Backbone["main"].params[1]])(Backbone)
