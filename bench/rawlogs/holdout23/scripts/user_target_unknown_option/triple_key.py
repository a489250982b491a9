# cause: user_target_unknown_option
# expect: Unknown config option 'triple'
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Conv:
    @R.function
    def main(x: R.Tensor((1, 3, 32, 32), "float32"), w: R.Tensor((8, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=(1, 1))
            z = R.nn.relu(y)
            R.output(z)
        return z


target = tvm.target.Target({"kind": "llvm", "triple": "aarch64-linux-gnu", "mcpu": "cortex-a53"})
ex = tvm.compile(Conv, target=target)
