# cause: trainer_xavier_init_dtype
# expect: Could not convert T\.float32 to a NumPy dtype
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer, Trainer
from tvm.relax.training.loss import L1Loss
from tvm.relax.training.optimizer import SGD
from tvm.script import ir as I, relax as R


@I.ir_module
class Affine:
    I.module_attrs({"param_num": 2, "state_num": 0})

    @R.function
    def backbone(x: R.Tensor((5, 3), "float32"), a: R.Tensor((3, 3), "float32"), c: R.Tensor((3,), "float32")):
        with R.dataflow():
            y = R.add(R.matmul(x, a), c)
            R.output(y)
        return y


train_mod = SetupTrainer(L1Loss(), SGD(0.01), [relax.TensorType((5, 3), "float32")] * 2)(Affine)
train_mod["backbone_loss_adjoint"].show()
trainer = Trainer(train_mod, relax.VirtualMachine(tvm.compile(train_mod, "llvm"), tvm.cpu()), tvm.cpu())
print("params before:", {k: v.numpy().sum() for k, v in trainer.export_params().items()})
trainer.xaiver_uniform_init_params()
