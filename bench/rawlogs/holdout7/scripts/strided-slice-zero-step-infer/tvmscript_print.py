# cause: strided-slice-zero-step-infer
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
# post: truncate=0.6
import tvm
from tvm.script import relax as R

print("parsing model ...")


@R.function
def slicer(x: R.Tensor((4, 8, 8), "float32")):
    a = R.strided_slice(x, axes=[0, 2], begin=[0, 0], end=[4, 8], strides=[1, 0])
    return a


print(slicer)
