# cause: pool2d_zero_stride
# expect: Divide by zero
# capture: ipython
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R

print("parsing model")


@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((2, 16, 20, 20), "float16")):
        y = R.nn.max_pool2d(x, pool_size=[3, 3], strides=[0, 1], padding=[1, 1, 1, 1])
        return y
