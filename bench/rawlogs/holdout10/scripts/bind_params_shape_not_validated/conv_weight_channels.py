# cause: bind_params_shape_not_validated
# expect: (channel|Conv2d|conv2d)
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((1, 3, 16, 16), "float32"), k: R.Tensor((8, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, k, padding=1)
            R.output(y)
        return y


def test_bind_conv_weight():
    k = np.random.rand(8, 4, 3, 3).astype("float32")
    mod = relax.transform.BindParams("main", {"k": k})(Net)
    ex = tvm.compile(mod, target="llvm")
