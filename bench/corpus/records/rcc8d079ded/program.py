import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(b: R.Tensor((3, 3, 6), 'float64')):
        lv1 = R.sum(b, axis=-8)
        return lv1
mod = Module
