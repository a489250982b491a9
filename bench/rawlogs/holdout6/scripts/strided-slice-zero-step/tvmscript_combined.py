# cause: strided-slice-zero-step
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
# post: truncate=0.55
import tvm
from tvm.script import ir as I, relax as R

print("step sizes under test: 2, 0")


@I.ir_module
class Slicer:
    @R.function
    def main(x: R.Tensor((4, 10), "float32")):
        with R.dataflow():
            a = R.strided_slice(x, axes=[1], begin=[0], end=[10], strides=[2])
            b = R.strided_slice(x, axes=[0], begin=[0], end=[4], strides=[0])
            R.output(a, b)
        return (a, b)


tvm.compile(Slicer, target="llvm")
