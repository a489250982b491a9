# cause: adam_init_numpy_dtype
# expect: Could not convert T\.float32 to a NumPy dtype
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer, Trainer
from tvm.relax.training.loss import MSELoss
from tvm.relax.training.optimizer import Adam, SGD
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Head:
    I.module_attrs({"param_num": 1, "state_num": 0})

    @R.function
    def backbone(feat: R.Tensor((10, 6), "float32"), w: R.Tensor((6, 2), "float32")):
        with R.dataflow():
            o = R.matmul(feat, w)
            R.output(o)
        return o

loss_args = [relax.TensorType((10, 2), "float32"), relax.TensorType((10, 2), "float32")]

# %%
# baseline with plain SGD works
sgd_mod = SetupTrainer(MSELoss(), SGD(0.1), loss_args)(Head)
print(sgd_mod.get_global_vars())

# %%
# switch to Adam for fine-tuning
adam_mod = SetupTrainer(MSELoss(), Adam(3e-4), loss_args)(Head)
vm = relax.VirtualMachine(tvm.compile(adam_mod, "llvm"), tvm.cpu())
