# cause: user-take-float-indices
# expect: Take op requires the input indices to have integer dtype
# capture: pytest-native
import tvm
from tvm.script import relax as R


def test_take_int_ok():
    @R.function
    def f(x: R.Tensor((10,), "float32"), i: R.Tensor((3,), "int64")):
        return R.take(x, i, axis=0)


def test_take_float_index():
    @R.function
    def g(x: R.Tensor((10,), "float32"), i: R.Tensor((3,), "float32")):
        return R.take(x, i, axis=0)
