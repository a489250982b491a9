import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(lhs: R.Tensor((8, 7), 'float32')):
        lv1 = R.permute_dims(lhs, axes=[3, 2, 4, 0, 1])
        return lv1
mod = Module
