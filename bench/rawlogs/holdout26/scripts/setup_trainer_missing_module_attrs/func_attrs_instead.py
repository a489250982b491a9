# cause: setup_trainer_missing_module_attrs
# expect: should has an integer attribute named param_num
# capture: combined
# post: crlf
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer
from tvm.relax.training.loss import L1Loss
from tvm.relax.training.optimizer import MomentumSGD
from tvm.script import ir as I, relax as R


@I.ir_module
class Conv:
    @R.function
    def backbone(x: R.Tensor((1, 1, 6, 6), "float32"), k: R.Tensor((2, 1, 3, 3), "float32")):
        # attributes put on the function instead of the module
        R.func_attr({"param_num": 1, "state_num": 0})
        with R.dataflow():
            y = R.nn.conv2d(x, k)
            R.output(y)
        return y


print(Conv)
setup = SetupTrainer(L1Loss(), MomentumSGD(0.01, 0.9), [relax.TensorType((1, 2, 4, 4), "float32")] * 2)
train = setup(Conv)
