# cause: norm_op_integer_input
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.script.ir_module
class Q:
    @R.function
    def main(x: R.Tensor((4, 16), "int8"), w: R.Tensor((16,), "int8")):
        with R.dataflow():
            y = R.nn.rms_norm(x, w, axes=[-1])
            R.output(y)
        return y
