# cause: pixel_shuffle_channels_not_divisible
# expect: Number of input channels must be divisible
# capture: ipython
# post: truncate=0.55
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class D2S:
    @R.function
    def main(x: R.Tensor((2, 8, 4, 4), "float16")):
        with R.dataflow():
            y = R.nn.pixel_shuffle(x, upscale_factor=4)
            R.output(y)
        return y

ex = tvm.compile(D2S, target="llvm")
