import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p1: R.Tensor((9,), 'float16'), lhs: R.Tensor((9,), 'float16'), w: R.Tensor((9,), 'float16'), b: R.Tensor((9,), 'int32')):
        lv1 = R.concat((p1, lhs, w, b), axis=0)
        return lv1
mod = Module
