# cause: strided-slice-zero-step
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

print("tvm", tvm.__version__)


@I.ir_module
class Slicer:
    @R.function
    def main(x: R.Tensor((6, 8), "float32")):
        with R.dataflow():
            y = R.strided_slice(x, axes=[0, 1], begin=[0, 0], end=[6, 8], strides=[2, 0])
            R.output(y)
        return y


ex = tvm.compile(Slicer, target="llvm")
