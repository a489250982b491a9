# cause: pool1d-zero-stride-infer
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Smooth:
    @R.function
    def main(x: R.Tensor((2, 4, 50), "float32")):
        with R.dataflow():
            y = R.nn.avg_pool1d(x, pool_size=[5], strides=[0], padding=[2, 2])
            R.output(y)
        return y


print(relax.build(Smooth, "llvm"))
