import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(t: R.Tensor((8, 8, 9), 'float64')):
        lv0 = R.abs(t)
        lv1 = R.max(lv0, axis=[5])
        return lv1
mod = Module
