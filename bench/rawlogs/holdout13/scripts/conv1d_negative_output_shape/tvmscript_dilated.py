# cause: conv1d_negative_output_shape
# expect: negative output shape
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((2, 3, 10), "float32"), w: R.Tensor((6, 3, 4), "float32")):
        with R.dataflow():
            y = R.nn.conv1d(x, w, dilation=4)
            R.output(y)
        return y

M.show()
tvm.compile(M, target="llvm")
