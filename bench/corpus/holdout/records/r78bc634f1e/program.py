import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((3, 18, 12, 10), 'float32'), w: R.Tensor((4, 15, 1, 1), 'float32')):
        lv0 = R.sqrt(inp)
        lv1 = R.nn.conv2d(lv0, w, strides=1, groups=1, data_layout='NHWC')
        return lv1
mod = Module
