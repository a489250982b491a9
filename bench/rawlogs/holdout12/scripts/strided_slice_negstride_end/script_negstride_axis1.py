# cause: strided_slice_negstride_end
# expect: Input \[Begin=1, End=-2\] is invalid for axis=0
# capture: pytest
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Rev:
    @R.function
    def main(x: R.Tensor((2, 9), "float32")):
        with R.dataflow():
            y = R.strided_slice(x, axes=[1], begin=[1], end=[-2], strides=[-2])
            R.output(y)
        return y


def test_reverse_every_other():
    tvm.compile(Rev, target="llvm")
