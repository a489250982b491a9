# cause: cross-entropy-empty-batch-divide
# expect: cross_entropy_with_logits[\s\S]*Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class LossModule:
    @R.function
    def main(
        scores: R.Tensor((0, 3), "float32"), onehot: R.Tensor((0, 3), "float32")
    ) -> R.Tensor((), "float32"):
        with R.dataflow():
            lsm = R.nn.log_softmax(scores, axis=-1)
            loss = R.nn.cross_entropy_with_logits(lsm, onehot)
            R.output(loss)
        return loss


LossModule.show()
print("compiling the tail batch (size 0) ...")
ex = tvm.compile(LossModule, target="llvm")
print("ok")
