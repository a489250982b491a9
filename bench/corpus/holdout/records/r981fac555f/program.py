import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((5, 3, 7), 'int32')):
        lv1 = R.permute_dims(y, axes=[3, 2, 0, 1])
        return lv1
mod = Module
