# cause: adam_init_numpy_dtype
# expect: Could not convert T\.float32 to a NumPy dtype
import numpy as np
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer, Trainer
from tvm.relax.training.loss import CrossEntropyLoss
from tvm.relax.training.optimizer import Adam
from tvm.script import ir as I, relax as R


@I.ir_module
class Softmax:
    I.module_attrs({"param_num": 2, "state_num": 0})

    @R.function
    def backbone(
        x: R.Tensor((64, 784), "float32"),
        w: R.Tensor((784, 10), "float32"),
        b: R.Tensor((10,), "float32"),
    ):
        with R.dataflow():
            logits = R.add(R.matmul(x, w), b)
            R.output(logits)
        return logits


setup = SetupTrainer(
    CrossEntropyLoss(reduction="mean"),
    Adam(lr=1e-3, betas=(0.9, 0.999), weight_decay=1e-4),
    [relax.TensorType((64, 10), "float32"), relax.TensorType((64,), "int64")],
)
train_mod = setup(Softmax)
