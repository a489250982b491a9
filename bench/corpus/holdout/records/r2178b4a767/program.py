import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(b: R.Tensor((3, 11, 19), 'float64'), data: R.Tensor((3, 5, 3), 'float64')):
        lv1 = R.nn.conv1d(b, data)
        return lv1
mod = Module
