# cause: bool_max_pool2d
# expect: Cannot decide min_value for type
# capture: pytest-line
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Downsample:
    @R.function
    def main(m: R.Tensor((2, 16, 16, 1), "bool")):
        y = R.nn.max_pool2d(m, pool_size=[2, 2], strides=[2, 2], layout="NHWC")
        return y


def test_downsample_mask():
    tvm.compile(Downsample, target="llvm")
