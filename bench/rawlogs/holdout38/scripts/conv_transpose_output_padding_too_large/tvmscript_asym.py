# cause: conv_transpose_output_padding_too_large
# expect: output padding less than the strides
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Up:
    @R.function
    def main(x: R.Tensor((1, 4, 7, 7), "float32"), w: R.Tensor((4, 4, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d_transpose(x, w, strides=[2, 1], padding=[1, 1], output_padding=[1, 1])
            R.output(y)
        return y

ex = tvm.compile(Up, target="llvm")
