import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((9, 3, 6), 'float16'), inp: R.Tensor((10,), 'float16')):
        lv1 = R.less(a, inp)
        return lv1
mod = Module
