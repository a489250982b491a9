# cause: adaptive_pool_zero_output_size
# expect: Divide by zero
# capture: ipython
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.script.ir_module
class Pool3:
    @R.function
    def main(x: R.Tensor((1, 2, 4, 4, 4), "float32")):
        with R.dataflow():
            y = R.nn.adaptive_avg_pool3d(x, output_size=(0, 2, 2))
            R.output(y)
        return y

ex = tvm.compile(Pool3, target="llvm")
