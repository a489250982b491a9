import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(rhs: R.Tensor((9, 4), 'float64'), t: R.Tensor((8, 4), 'float64')):
        lv1 = R.add(rhs, t)
        return lv1
mod = Module
