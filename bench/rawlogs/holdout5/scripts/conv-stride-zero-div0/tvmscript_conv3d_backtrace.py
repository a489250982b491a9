# cause: conv-stride-zero-div0
# expect: Divide by zero
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Volume:
    @R.function
    def main(x: R.Tensor((1, 2, 8, 8, 8), "float32"), w: R.Tensor((4, 2, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv3d(x, w, strides=(1, 1, 0), padding=(1, 1, 1))
            R.output(y)
        return y


print(Volume)
