# cause: where_grad_missing_fit_shape
# expect: ErrorContext\(fn=optimizer
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer, Trainer
from tvm.relax.training.loss import MSELoss
from tvm.relax.training.optimizer import MomentumSGD
from tvm.script import ir as I, relax as R


@I.ir_module
class Gate:
    I.module_attrs({"param_num": 2, "state_num": 0})

    @R.function
    def backbone(
        x: R.Tensor((16, 8), "float32"),
        w: R.Tensor((8, 8), "float32"),
        default: R.Tensor((8,), "float32"),
    ):
        with R.dataflow():
            h = R.matmul(x, w)
            keep = R.greater(h, R.const(0.0, "float32"))
            out = R.where(keep, h, default)
            R.output(out)
        return out


setup = SetupTrainer(
    MSELoss(reduction="sum"),
    MomentumSGD(lr=0.01, momentum=0.9),
    [relax.TensorType((16, 8), "float32"), relax.TensorType((16, 8), "float32")],
)
train_mod = setup(Gate)
ex = tvm.compile(train_mod, target="llvm")
trainer = Trainer(train_mod, relax.VirtualMachine(ex, tvm.cpu()), tvm.cpu())
rng = np.random.default_rng(0)
trainer.load_params([rng.normal(size=(8, 8)).astype("float32") * 0.3, np.zeros(8, "float32")])
data = rng.normal(size=(16, 8)).astype("float32")
target = np.tanh(data)
for epoch in range(5):
    loss = trainer.update([data], [target])
    print(f"epoch {epoch}: loss={float(loss.numpy()):.5f}")
