# cause: legalize_before_gradient
# expect: Differentiation of call_tir op without registering corresponding gradient function is not supported yet
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((8, 4), "float32"), w: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            loss = R.sum(z)
            R.output(loss)
        return loss


seq = tvm.transform.Sequential([
    relax.transform.LegalizeOps(),
    relax.transform.Gradient("main", require_grads=[Net["main"].params[1]]),
])
mod = seq(Net)
