# cause: gradient_requires_dataflow_block
# expect: now only support one dataflow block
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Plain:
    @R.function
    def main(x: R.Tensor((3, 3), "float32"), w: R.Tensor((3, 3), "float32")):
        y = R.matmul(x, w)
        z = R.tanh(y)
        loss = R.sum(z)
        return loss


mod = relax.transform.Gradient("main", require_grads=[Plain["main"].params[1]])(Plain)
