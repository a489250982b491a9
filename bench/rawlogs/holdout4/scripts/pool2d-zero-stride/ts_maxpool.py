# cause: pool2d-zero-stride
# expect: Divide by zero
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((1, 3, 8, 8), "float32")):
        with R.dataflow():
            y = R.nn.max_pool2d(x, pool_size=[2, 2], strides=[0, 0], layout="NCHW")
            z = R.nn.relu(y)
            R.output(z)
        return z


print(Net)
