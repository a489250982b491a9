# cause: user-one-hot-zero-depth
# expect: one_hot: depth must be positive
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import relax as R


@R.function
def encode(x: R.Tensor((4,), "int32")):
    y = R.one_hot(x, R.prim_value(1.0), R.prim_value(0.0), depth=0, axis=-1)
    return y


print(encode)
