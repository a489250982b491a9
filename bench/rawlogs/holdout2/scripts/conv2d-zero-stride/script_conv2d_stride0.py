# cause: conv2d-zero-stride
# expect: Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Downsample:
    @R.function
    def main(x: R.Tensor((2, 16, 64, 64), "float32"), w: R.Tensor((32, 16, 2, 2), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, strides=(0, 0), padding=(0, 0))
            R.output(y)
        return y


tvm.compile(Downsample, target="llvm")
