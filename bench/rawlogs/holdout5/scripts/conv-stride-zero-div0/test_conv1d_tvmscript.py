# cause: conv-stride-zero-div0
# expect: Divide by zero
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R


def test_conv1d_stride_one():
    @I.ir_module
    class Ok:
        @R.function
        def main(x: R.Tensor((1, 4, 16), "float32"), w: R.Tensor((4, 4, 3), "float32")):
            with R.dataflow():
                y = R.nn.conv1d(x, w, strides=1, padding=1)
                R.output(y)
            return y

    assert Ok is not None


def test_conv1d_stride_zero():
    @I.ir_module
    class Bad:
        @R.function
        def main(x: R.Tensor((1, 4, 16), "float32"), w: R.Tensor((4, 4, 3), "float32")):
            with R.dataflow():
                y = R.nn.conv1d(x, w, strides=0, padding=1)
                R.output(y)
            return y
