import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(w: R.Tensor((4,), 'int32'), lhs: R.Tensor((4, 4), 'int32'), rhs: R.Tensor((4,), 'int32')):
        lv1 = R.concat((w, lhs, rhs), axis=0)
        return lv1
mod = Module
