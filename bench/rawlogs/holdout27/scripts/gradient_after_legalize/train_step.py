# cause: gradient_after_legalize
# expect: Differentiation of call_tir op without registering corresponding gradient function is not supported yet
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Loss:
    @R.function
    def main(x: R.Tensor((8, 4), "float32"), w: R.Tensor((4, 2), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            s = R.sum(z)
            R.output(s)
        return s


mod = relax.transform.LegalizeOps()(Loss)
mod = relax.transform.Gradient("main", require_grads=mod["main"].params[1])(mod)
