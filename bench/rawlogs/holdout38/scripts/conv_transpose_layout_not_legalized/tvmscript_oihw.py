# cause: conv_transpose_layout_not_legalized
# expect: CodeGenVM cannot emit
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Up:
    @R.function
    def main(x: R.Tensor((1, 4, 8, 8), "float32"), w: R.Tensor((2, 4, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d_transpose(x, w, strides=[2, 2], kernel_layout="OIHW")
            R.output(y)
        return y

ex = tvm.compile(Up, target="llvm")
print(ex)
