# cause: trainer_xavier_init_dtype
# expect: Could not convert T\.float32 to a NumPy dtype
import numpy as np

np.random.seed(0)
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer, Trainer
from tvm.relax.training.loss import MSELoss
from tvm.relax.training.optimizer import SGD
from tvm.script import ir as I, relax as R


@I.ir_module
class MLP:
    I.module_attrs({"param_num": 2, "state_num": 0})

    @R.function
    def backbone(
        x: R.Tensor((16, 8), "float32"),
        w0: R.Tensor((8, 32), "float32"),
        w1: R.Tensor((32, 1), "float32"),
    ):
        with R.dataflow():
            h = R.nn.relu(R.matmul(x, w0))
            y = R.matmul(h, w1)
            R.output(y)
        return y


setup = SetupTrainer(
    MSELoss(reduction="mean"),
    SGD(lr=0.05),
    [relax.TensorType((16, 1), "float32"), relax.TensorType((16, 1), "float32")],
)
mod = setup(MLP)
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
trainer = Trainer(mod, vm, tvm.cpu(), zero_init_param_state=False)
trainer.xaiver_uniform_init_params()
x = np.random.rand(16, 8).astype("float32")
for it in range(10):
    print(it, trainer.update([x], [x.sum(1, keepdims=True)]).numpy())
