# cause: conv_transpose_mixed_dtypes
# expect: BlockBuilder destroyed with remaining blocks
# capture: combined
# post: truncate=0.7
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Up:
    @R.function
    def main(x: R.Tensor((1, 8, 16), "float16"), w: R.Tensor((8, 4, 4), "float32")):
        with R.dataflow():
            y = R.nn.conv1d_transpose(x, w, strides=[2], padding=[1, 1])
            R.output(y)
        return y

print(tvm.compile(Up, target="llvm"))
