import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(lhs: R.Tensor((2, 6, 4, 5), 'float32'), rhs: R.Tensor((12, 6, 4, 5), 'float32')):
        lv0 = R.sqrt(lhs)
        lv1 = R.subtract(lv0, rhs)
        return lv1
mod = Module
