# cause: legalize_before_gradient
# expect: call_tir op without registering corresponding gradient
# capture: ipython
# post: truncate=0.9
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Reg:
    @R.function
    def main(x: R.Tensor((6, 2), "float32"), w: R.Tensor((2, 1), "float32"), y: R.Tensor((6, 1), "float32")):
        with R.dataflow():
            p = R.matmul(x, w)
            d = R.subtract(p, y)
            loss = R.sum(R.multiply(d, d))
            R.output(loss)
        return loss


lowered = relax.transform.LegalizeOps()(Reg)
lowered.show()
grad = relax.transform.Gradient("main", require_grads=[lowered["main"].params[1]])(lowered)
