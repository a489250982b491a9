# cause: bind_params_wrong_shape
# expect: InferTypeConv2d|channel size
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Conv:
    @R.function
    def main(x: R.Tensor((1, 3, 32, 32), "float32"), w: R.Tensor((8, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w)
            R.output(y)
        return y

def test_bind_conv():
    w = np.zeros((3, 8, 3, 3), "float32")  # IOHW from a deconv checkpoint
    bound = relax.transform.BindParams("main", {"w": w})(Conv)
    tvm.compile(bound, "llvm")
