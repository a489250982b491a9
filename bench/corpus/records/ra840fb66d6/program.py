import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p0: R.Tensor((9, 6), 'float64'), y: R.Tensor((8, 10), 'float64')):
        lv1 = R.matmul(p0, y)
        return lv1
mod = Module
