import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((9,), 'float32')):
        lv1 = R.multiply(x, y)
        return lv1
mod = Module
