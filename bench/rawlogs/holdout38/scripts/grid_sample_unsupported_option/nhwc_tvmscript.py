# cause: grid_sample_unsupported_option
# expect: NHWC is not supported
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Warp:
    @R.function
    def main(x: R.Tensor((1, 8, 8, 3), "float32"), g: R.Tensor((1, 2, 4, 4), "float32")):
        with R.dataflow():
            y = R.image.grid_sample(x, g, layout="NHWC")
            R.output(y)
        return y

ex = tvm.compile(Warp, target="llvm")
print("built", ex)
