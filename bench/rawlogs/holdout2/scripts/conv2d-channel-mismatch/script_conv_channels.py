# cause: conv2d-channel-mismatch
# expect: channel size of the data should equal
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Model:
    @R.function
    def main(img: R.Tensor((1, 1, 28, 28), "float32"), k: R.Tensor((6, 3, 5, 5), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(img, k, padding=(2, 2))
            R.output(y)
        return y


tvm.compile(Model, target="llvm")
