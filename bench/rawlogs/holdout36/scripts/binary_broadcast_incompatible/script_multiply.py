# cause: binary_broadcast_incompatible
# expect: relax\.multiply
# capture: combined
# env: TVM_BACKTRACE=1
# post: truncate=0.4
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.script.ir_module
class Scale:
    @R.function
    def main(x: R.Tensor((1, 8, 4, 4), "float32"), s: R.Tensor((8, 4), "float32")):
        with R.dataflow():
            y = R.multiply(x, s)
            R.output(y)
        return y
