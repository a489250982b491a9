# cause: gradient_target_not_scalar
# expect: The differentiation target must be a float scalar
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Acc:
    @R.function
    def main(logits: R.Tensor((16, 10), "float32"), labels: R.Tensor((16,), "int64")):
        with R.dataflow():
            pred = R.argmax(logits, axis=1)
            hit = R.equal(pred, labels)
            n = R.sum(R.astype(hit, "int64"))
            R.output(n)
        return n


mod = relax.transform.Gradient("main", require_grads=Acc["main"].params[0])(Acc)
