import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(rhs: R.Tensor((2, 9, 7), 'float16'), w: R.Tensor((2, 9, 7), 'float16'), x: R.Tensor((2, 9, 7), 'float16')):
        lv1 = R.where(rhs, w, x)
        return lv1
mod = Module
