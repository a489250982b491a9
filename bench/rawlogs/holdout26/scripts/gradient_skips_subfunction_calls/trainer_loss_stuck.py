# cause: gradient_skips_subfunction_calls
# expect: AssertionError: loss did not decrease
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer, Trainer
from tvm.relax.training.loss import MSELoss
from tvm.relax.training.optimizer import SGD
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    I.module_attrs({"param_num": 1, "state_num": 0})

    @R.function
    def dense(x: R.Tensor((32, 4), "float32"), w: R.Tensor((4, 2), "float32")) -> R.Tensor((32, 2), "float32"):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y

    @R.function
    def backbone(x: R.Tensor((32, 4), "float32"), w: R.Tensor((4, 2), "float32")):
        cls = Model
        with R.dataflow():
            y = cls.dense(x, w)
            R.output(y)
        return y


setup = SetupTrainer(
    MSELoss(reduction="mean"),
    SGD(lr=0.1),
    [relax.TensorType((32, 2), "float32"), relax.TensorType((32, 2), "float32")],
)
train_mod = setup(Model)
vm = relax.VirtualMachine(tvm.compile(train_mod, "llvm"), tvm.cpu())
trainer = Trainer(train_mod, vm, tvm.cpu())
rng = np.random.default_rng(42)
true_w = rng.normal(size=(4, 2)).astype("float32")
trainer.load_params([np.zeros((4, 2), "float32")])
x = rng.normal(size=(32, 4)).astype("float32")
y = x @ true_w
losses = []
for step in range(20):
    l = float(trainer.update([x], [y]).numpy())
    losses.append(l)
    if step % 5 == 0:
        print(f"step {step:3d}  loss {l:.6f}")
print("final w:\n", trainer.export_params()["w"].numpy())
assert losses[-1] < 0.5 * losses[0], f"loss did not decrease: {losses[0]:.4f} -> {losses[-1]:.4f}"
