# cause: reduce-bool-min-value
# expect: Cannot decide min_value for type
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Dilate:
    @R.function
    def main(m: R.Tensor((1, 1, 8, 8), "bool")):
        with R.dataflow():
            y = R.nn.max_pool2d(m, pool_size=(3, 3), padding=(1, 1))
            R.output(y)
        return y


print("mask dilation via max_pool2d")
tvm.compile(Dilate, "llvm")
