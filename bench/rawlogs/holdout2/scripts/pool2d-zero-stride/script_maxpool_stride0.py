# cause: pool2d-zero-stride
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I
from tvm.script import relax as R

print("parsing module")


@I.ir_module
class Pooling:
    @R.function
    def main(x: R.Tensor((1, 56, 56, 24), "float16")):
        with R.dataflow():
            y = R.nn.max_pool2d(x, pool_size=(2, 2), strides=(0, 2), layout="NHWC")
            R.output(y)
        return y


print(Pooling)
