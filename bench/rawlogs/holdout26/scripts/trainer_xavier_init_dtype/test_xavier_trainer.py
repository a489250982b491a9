# cause: trainer_xavier_init_dtype
# expect: Could not convert T\.float32 to a NumPy dtype
# capture: pytest-short
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer, Trainer
from tvm.relax.training.loss import CrossEntropyLoss
from tvm.relax.training.optimizer import MomentumSGD
from tvm.script import ir as I, relax as R


@I.ir_module
class LogReg:
    I.module_attrs({"param_num": 1, "state_num": 0})

    @R.function
    def backbone(x: R.Tensor((12, 4), "float32"), w: R.Tensor((4, 3), "float32")):
        with R.dataflow():
            z = R.matmul(x, w)
            R.output(z)
        return z


@pytest.fixture(scope="module")
def trainer():
    mod = SetupTrainer(
        CrossEntropyLoss(),
        MomentumSGD(0.1, 0.5),
        [relax.TensorType((12, 3), "float32"), relax.TensorType((12,), "int64")],
    )(LogReg)
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    return Trainer(mod, vm, tvm.cpu())


def test_xavier_then_predict(trainer):
    trainer.xaiver_uniform_init_params()
    out = trainer.predict(np.ones((12, 4), "float32"))
    assert out.shape == (12, 3)
