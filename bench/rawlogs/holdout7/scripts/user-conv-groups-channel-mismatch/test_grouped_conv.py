# cause: user-conv-groups-channel-mismatch
# expect: The channel size of the data should equal to the product of input channel size of the weight and the number of groups
# capture: pytest
import tvm
from tvm.script import relax as R


def test_grouped_conv_parses():
    @R.function
    def f(x: R.Tensor((1, 6, 8, 8), "float32"), w: R.Tensor((6, 3, 3, 3), "float32")):
        y = R.nn.conv2d(x, w, groups=2)
        return y

    assert f is not None


def test_grouped_conv_wrong_weight():
    @R.function
    def g(x: R.Tensor((1, 6, 8, 8), "float32"), w: R.Tensor((6, 2, 3, 3), "float32")):
        y = R.nn.conv2d(x, w, groups=2)
        return y
