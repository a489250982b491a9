# cause: setup_trainer_missing_module_attrs
# expect: should has an integer attribute named state_num
# capture: pytest-line
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer
from tvm.relax.training.loss import MSELoss
from tvm.relax.training.optimizer import SGD
from tvm.script import ir as I, relax as R


@I.ir_module
class OnlyParamNum:
    I.module_attrs({"param_num": 1})

    @R.function
    def backbone(x: R.Tensor((3, 3), "float32"), w: R.Tensor((3, 3), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


def test_setup_only_param_num():
    mod = SetupTrainer(MSELoss(), SGD(0.1), [relax.TensorType((3, 3), "float32")] * 2)(OnlyParamNum)
    assert mod.attrs["input_num"] == 1
