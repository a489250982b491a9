# cause: loss_target_not_scalar
# expect: The loss function must return a scalar\(0-dim Tensor\) Var
# capture: combined
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer
from tvm.relax.training.loss import CrossEntropyLoss
from tvm.relax.training.optimizer import SGD
from tvm.script import ir as I, relax as R


@I.ir_module
class Clf:
    I.module_attrs({"param_num": 1, "state_num": 0})

    @R.function
    def backbone(x: R.Tensor((10, 5), "float32"), w: R.Tensor((5, 4), "float32")):
        with R.dataflow():
            logits = R.matmul(x, w)
            R.output(logits)
        return logits


# keep per-example losses so we can log them
loss = CrossEntropyLoss(reduction="none")
print("loss function:")
print(loss(relax.TensorType((10, 4), "float32"), relax.TensorType((10,), "int64")))
setup = SetupTrainer(loss, SGD(0.1), [relax.TensorType((10, 4), "float32"), relax.TensorType((10,), "int64")])
mod = setup(Clf)
