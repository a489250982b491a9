# cause: assert_op_non_bool_condition
# expect: The argument to assert must be a boolean scalar
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Prob:
    @R.function(pure=False)
    def main(p: R.Tensor((4,), "float32")):
        total = R.sum(p)
        R.assert_op(total, total, format="probabilities must sum to a nonzero value, got {}")
        y = R.divide(p, total)
        return y
