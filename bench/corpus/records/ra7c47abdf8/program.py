import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(b: R.Tensor((5, 8, 2), 'float32')):
        lv1 = R.reshape(b, (8, 2))
        return lv1
mod = Module
