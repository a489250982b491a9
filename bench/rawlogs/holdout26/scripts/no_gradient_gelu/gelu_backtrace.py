# cause: no_gradient_gelu
# expect: has not been registered for relax\.nn\.gelu
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import relax as R
from tvm.script import ir as I


@I.ir_module
class Classifier:
    @R.function
    def forward_loss(
        feats: R.Tensor((32, 64), "float32"),
        w: R.Tensor((64, 10), "float32"),
        labels: R.Tensor((32,), "int64"),
    ):
        with R.dataflow():
            z = R.nn.gelu(feats)
            logits = R.matmul(z, w)
            logp = R.nn.log_softmax(logits, axis=-1)
            loss = R.nn.nll_loss(logp, labels, reduction="mean")
            R.output(loss)
        return loss


w = Classifier["forward_loss"].params[1]
Classifier.show()
adj = relax.transform.Gradient("forward_loss", require_grads=[w])(Classifier)
