# cause: grad_shape_prod_symbolic
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not 'Var'
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class DynBatch:
    @R.function
    def main(x: R.Tensor(("n", 16), "float32"), w: R.Tensor((16, 4), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            loss = R.mean(R.multiply(y, y))
            R.output(loss)
        return loss


mod = relax.transform.Gradient("main", require_grads=[DynBatch["main"].params[1]])(DynBatch)
