# cause: optimizer_state_symbolic_shape
# expect: not 'Var'
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer
from tvm.relax.training.loss import MSELoss
from tvm.relax.training.optimizer import MomentumSGD
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class DynParam:
    I.module_attrs({"param_num": 1, "state_num": 0})

    @R.function
    def backbone(x: R.Tensor((4, "k"), "float32"), w: R.Tensor(("k", 2), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y

DynParam.show()

# %%
setup = SetupTrainer(MSELoss(reduction="sum"), MomentumSGD(0.02, 0.9),
                     [relax.TensorType((4, 2), "float32"), relax.TensorType((4, 2), "float32")])
mod = setup(DynParam)
