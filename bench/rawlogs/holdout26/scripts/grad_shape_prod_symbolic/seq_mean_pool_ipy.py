# cause: grad_shape_prod_symbolic
# expect: not 'Var'
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class SeqPool:
    @R.function
    def main(tok: R.Tensor((2, "seq_len", 32), "float32"), w: R.Tensor((32, 1), "float32")):
        with R.dataflow():
            pooled = R.mean(tok, axis=[1])
            s = R.matmul(pooled, w)
            loss = R.sum(s)
            R.output(loss)
        return loss


SeqPool.show()
grads = relax.transform.Gradient("main", require_grads=[SeqPool["main"].params[1]])(SeqPool)
