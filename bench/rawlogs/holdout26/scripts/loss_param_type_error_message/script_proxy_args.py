# cause: loss_param_type_error_message
# expect: can only concatenate str \(not "type"\) to str
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer
from tvm.relax.training.loss import MSELoss
from tvm.relax.training.optimizer import SGD
from tvm.script import ir as I, relax as R


@I.ir_module
class Linear:
    I.module_attrs({"param_num": 1, "state_num": 0})

    @R.function
    def backbone(x: R.Tensor((10, 3), "float32"), w: R.Tensor((3, 1), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


setup = SetupTrainer(MSELoss(), SGD(0.01), [R.Tensor((10, 1), "float32"), R.Tensor((10, 1), "float32")])
train_mod = setup(Linear)
