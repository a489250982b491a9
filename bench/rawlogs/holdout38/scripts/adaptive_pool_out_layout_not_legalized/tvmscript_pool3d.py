# cause: adaptive_pool_out_layout_not_legalized
# expect: CodeGenVM cannot emit
# capture: ipython
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((1, 2, 4, 4, 4), "float32")):
        with R.dataflow():
            y = R.nn.adaptive_avg_pool3d(x, output_size=[2, 2, 2], layout="NCDHW", out_layout="NDHWC")
            R.output(y)
        return y

ex = tvm.compile(Pool, target="llvm")
