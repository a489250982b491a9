# cause: conv2d-groups-channel-mismatch
# expect: channel size of the data should equal
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Shuffle:
    @R.function
    def main(x: R.Tensor((1, 24, 28, 28), "float32"), w: R.Tensor((24, 8, 1, 1), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, groups=2)
            R.output(y)
        return y


relax.build(Shuffle, target="llvm")
