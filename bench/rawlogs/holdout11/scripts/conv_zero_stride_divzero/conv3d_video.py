# cause: conv_zero_stride_divzero
# expect: Divide by zero
# capture: pytest-native
# post: truncate=0.5
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

def test_video():
    @I.ir_module
    class Video:
        @R.function
        def main(x: R.Tensor((1, 3, 8, 32, 32), "float32"), w: R.Tensor((4, 3, 3, 3, 3), "float32")):
            with R.dataflow():
                y = R.nn.conv3d(x, w, strides=[1, 0, 1])
                R.output(y)
            return y
