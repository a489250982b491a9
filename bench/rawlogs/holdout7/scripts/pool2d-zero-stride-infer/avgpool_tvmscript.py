# cause: pool2d-zero-stride-infer
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import relax as R


@tvm.script.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((1, 32, 14, 14), "float32")):
        with R.dataflow():
            a = R.nn.avg_pool2d(x, pool_size=(3, 3), strides=(0, 2), padding=(1, 1))
            R.output(a)
        return a


Pool.show()
