# cause: conv2d-zero-stride
# expect: Divide by zero
# capture: pytest-native
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


def test_conv2d_zero_stride_module():
    @I.ir_module
    class Conv:
        @R.function
        def main(x: R.Tensor((1, 4, 8, 8), "float32"), w: R.Tensor((4, 4, 1, 1), "float32")):
            with R.dataflow():
                y = R.nn.conv2d(x, w, strides=[0, 0])
                R.output(y)
            return y

    assert Conv is not None
