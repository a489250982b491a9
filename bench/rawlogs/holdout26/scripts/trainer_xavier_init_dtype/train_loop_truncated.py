# cause: trainer_xavier_init_dtype
# expect: Could not convert T\.float32 to a NumPy dtype
# capture: combined
# post: truncate=0.99
import numpy as np

np.random.seed(0)
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer, Trainer
from tvm.relax.training.loss import MSELoss
from tvm.relax.training.optimizer import MomentumSGD
from tvm.script import ir as I, relax as R


@I.ir_module
class AutoEnc:
    I.module_attrs({"param_num": 2, "state_num": 0})

    @R.function
    def backbone(x: R.Tensor((20, 10), "float32"), enc: R.Tensor((10, 3), "float32"), dec: R.Tensor((3, 10), "float32")):
        with R.dataflow():
            z = R.tanh(R.matmul(x, enc))
            r = R.matmul(z, dec)
            R.output(r)
        return r


mod = SetupTrainer(MSELoss(), MomentumSGD(0.05, 0.9), [relax.TensorType((20, 10), "float32")] * 2)(AutoEnc)
print(mod)
trainer = Trainer(mod, relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu()), tvm.cpu())
data = np.random.rand(20, 10).astype("float32")
print("zero-init loss:", trainer.update([data], [data]).numpy())
print("re-initialising with xavier")
trainer.xaiver_uniform_init_params()
for epoch in range(30):
    l = trainer.update([data], [data])
    print(f"epoch {epoch} loss {l.numpy():.4f}")
