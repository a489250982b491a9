# cause: tensor_to_shape_non_1d
# expect: tensor_to_shape expected argument to be 1-d
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Dyn:
    @R.function
    def main(x: R.Tensor((12,), "float32"), new_shape: R.Tensor((1, 2), "int64")):
        s = R.tensor_to_shape(new_shape)
        y = R.reshape(x, s)
        return y
