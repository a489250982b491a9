# cause: tuple_index_out_of_range
# expect: Index out of bounds: Tuple
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pick:
    @R.function
    def main(x: R.Tensor((4,), "float32"), y: R.Tensor((4,), "float32")):
        pair = (x, y)
        last = pair[2]
        return last
