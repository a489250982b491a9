# cause: image_op_input_rank_mismatch
# expect: requires the input to be 4-dim
# capture: ipython
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Up:
    @R.function
    def main(x: R.Tensor((16, 16, 3), "uint8")):
        with R.dataflow():
            y = R.image.resize2d(x, (32, 32), layout="NHWC", method="nearest_neighbor")
            R.output(y)
        return y

ex = tvm.compile(Up, target="llvm")
