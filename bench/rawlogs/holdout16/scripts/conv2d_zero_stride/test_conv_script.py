# cause: conv2d_zero_stride
# expect: Divide by zero
# capture: pytest-native
import tvm
from tvm.script import ir as I, relax as R


def test_conv_parse():
    @I.ir_module
    class Net:
        @R.function
        def main(x: R.Tensor((1, 8, 14, 14), "float32"), w: R.Tensor((8, 8, 1, 1), "float32")):
            y = R.nn.conv2d(x, w, strides=[1, 0])
            return y

    assert Net is not None
