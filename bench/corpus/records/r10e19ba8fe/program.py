import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 13, 15, 8), 'float64'), w: R.Tensor((11, 13, 3, 3), 'float64')):
        lv1 = R.nn.conv2d(x, w, padding=1, groups=1, data_layout='NHWC')
        return lv1
mod = Module
