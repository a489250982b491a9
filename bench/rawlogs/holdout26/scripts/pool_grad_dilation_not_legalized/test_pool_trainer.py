# cause: pool_grad_dilation_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer
from tvm.relax.training.loss import CrossEntropyLoss
from tvm.relax.training.optimizer import SGD
from tvm.script import ir as I, relax as R


@I.ir_module
class CNN:
    I.module_attrs({"param_num": 2, "state_num": 0})

    @R.function
    def backbone(
        x: R.Tensor((4, 1, 12, 12), "float32"),
        k: R.Tensor((4, 1, 3, 3), "float32"),
        fc: R.Tensor((64, 10), "float32"),
    ):
        with R.dataflow():
            c = R.nn.relu(R.nn.conv2d(x, k, padding=[1, 1]))
            p = R.nn.max_pool2d(c, pool_size=[3, 3], strides=[3, 3], dilation=[1, 1])
            p2 = R.nn.max_pool2d(p, pool_size=[1, 1], strides=[1, 1], dilation=[2, 2])
            f = R.reshape(p2, (4, 64))
            out = R.matmul(f, fc)
            R.output(out)
        return out


def test_cnn_train_build():
    setup = SetupTrainer(
        CrossEntropyLoss(reduction="mean"),
        SGD(0.1),
        [relax.TensorType((4, 10), "float32"), relax.TensorType((4,), "int64")],
    )
    train_mod = setup(CNN)
    tvm.compile(train_mod, "llvm")
