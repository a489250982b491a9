# cause: pool_zero_stride_divzero
# expect: Divide by zero
# capture: pytest-native
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

def test_pool():
    @I.ir_module
    class Net:
        @R.function
        def main(x: R.Tensor((1, 16, 32, 32), "float32")):
            with R.dataflow():
                y = R.nn.avg_pool2d(x, pool_size=[2, 2], strides=[0, 0])
                R.output(y)
            return y
    relax.build(Net, "llvm")
