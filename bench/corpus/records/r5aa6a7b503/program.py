import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p1: R.Tensor((1, 16, 19, 7), 'float32'), b: R.Tensor((8, 15, 5, 5), 'float32')):
        lv1 = R.nn.conv2d(p1, b, strides=1, padding=1, groups=2, data_layout='NCHW')
        return lv1
mod = Module
