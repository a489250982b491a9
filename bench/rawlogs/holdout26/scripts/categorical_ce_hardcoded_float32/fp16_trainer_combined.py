# cause: categorical_ce_hardcoded_float32
# expect: datatype T\.float16 on the LHS
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer
from tvm.relax.training.loss import CategoricalCrossEntropyLoss
from tvm.relax.training.optimizer import SGD
from tvm.script import ir as I, relax as R


@I.ir_module
class HalfNet:
    I.module_attrs({"param_num": 1, "state_num": 0})

    @R.function
    def backbone(x: R.Tensor((8, 12), "float16"), w: R.Tensor((12, 3), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


print("setting up fp16 trainer")
HalfNet.show()
setup = SetupTrainer(
    CategoricalCrossEntropyLoss(reduction="sum"),
    SGD(lr=0.01),
    [relax.TensorType((8, 3), "float16"), relax.TensorType((8, 3), "int32")],
)
mod = setup(HalfNet)
print(mod.get_global_vars())
