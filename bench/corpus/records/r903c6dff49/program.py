import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((6, 9, 2), 'float16'), x: R.Tensor((6, 9, 2, 4, 6), 'float16'), p1: R.Tensor((6, 9, 2), 'float16')):
        lv1 = R.concat((a, x, p1), axis=0)
        return lv1
mod = Module
