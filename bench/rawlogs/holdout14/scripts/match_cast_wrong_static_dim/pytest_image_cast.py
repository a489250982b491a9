# cause: match_cast_wrong_static_dim
# expect: ErrorContext\(match_cast
# capture: pytest
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, tirx as T, ir as I

@I.ir_module
class Pre:
    @R.function
    def main(img: R.Tensor(ndim=4, dtype="float32")):
        h = T.int64()
        w = T.int64()
        with R.dataflow():
            x = R.match_cast(img, R.Tensor((1, 3, h, w), "float32"))
            y = R.nn.avg_pool2d(x, pool_size=(2, 2), strides=(2, 2))
            R.output(y)
        return y

def test_preprocess():
    ex = tvm.compile(Pre, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.zeros((1, 64, 64, 3), "float32")))
