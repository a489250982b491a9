# cause: unary-float-op-int-input
# expect: requires the input tensor to have float dtype
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((8, 8), "int32")):
        with R.dataflow():
            y = R.tanh(x)
            R.output(y)
        return y


tvm.compile(Act, target="llvm")
