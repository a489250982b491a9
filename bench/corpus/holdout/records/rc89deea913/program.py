import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((9, 5, 6), 'float32')):
        lv0 = R.sigmoid(x)
        lv1 = R.multiply(h, lv0)
        return lv1
mod = Module
