import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((4, 3, 6, 5), 'float16'), w: R.Tensor((4, 3, 6, 5), 'float32')):
        lv1 = R.concat((a, w), axis=2)
        return lv1
mod = Module
