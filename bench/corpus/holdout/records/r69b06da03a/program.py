import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(t: R.Tensor((2, 3, 8), 'float16')):
        lv0 = R.abs(t)
        lv1 = R.broadcast_to(lv0, (7, 3, 8))
        return lv1
mod = Module
