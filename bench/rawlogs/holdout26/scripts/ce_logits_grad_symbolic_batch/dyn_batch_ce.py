# cause: ce_logits_grad_symbolic_batch
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not 'Var'
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class SoftTarget:
    @R.function
    def main(
        x: R.Tensor(("n", 128), "float32"),
        w: R.Tensor((128, 10), "float32"),
        soft: R.Tensor(("n", 10), "float32"),
    ):
        with R.dataflow():
            logits = R.matmul(x, w)
            lp = R.nn.log_softmax(logits)
            loss = R.nn.cross_entropy_with_logits(lp, soft)
            R.output(loss)
        return loss


mod = relax.transform.Gradient("main", require_grads=[SoftTarget["main"].params[1]])(SoftTarget)
