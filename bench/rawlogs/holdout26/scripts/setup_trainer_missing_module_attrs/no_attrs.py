# cause: setup_trainer_missing_module_attrs
# expect: SetupTrainer: The backbone module should has an integer attribute named param_num
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer
from tvm.relax.training.loss import MSELoss
from tvm.relax.training.optimizer import SGD
from tvm.script import ir as I, relax as R


@I.ir_module
class Lin:
    @R.function
    def backbone(x: R.Tensor((4, 2), "float32"), w: R.Tensor((2, 2), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


mod = SetupTrainer(MSELoss(), SGD(0.1), [relax.TensorType((4, 2), "float32")] * 2)(Lin)
