# cause: append_loss_symbolic_shape
# expect: which is different
# capture: combined
# post: truncate=0.7
import numpy as np
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer
from tvm.relax.training.loss import MSELoss
from tvm.relax.training.optimizer import SGD
from tvm.script import ir as I, relax as R


@I.ir_module
class DynMLP:
    I.module_attrs({"param_num": 2, "state_num": 0})

    @R.function
    def backbone(
        x: R.Tensor(("batch", 6), "float32"),
        w: R.Tensor((6, 6), "float32"),
        v: R.Tensor((6, 2), "float32"),
    ):
        with R.dataflow():
            h = R.nn.relu(R.matmul(x, w))
            y = R.matmul(h, v)
            R.output(y)
        return y


DynMLP.show()
out_ty = DynMLP["backbone"].body.body.ty
print("backbone output type:", out_ty)
setup = SetupTrainer(MSELoss(reduction="sum"), SGD(0.01), [out_ty, out_ty])
train_mod = setup(DynMLP)
