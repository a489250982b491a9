import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((2, 20, 16, 6), 'float16'), y: R.Tensor((5, 9, 5, 5), 'float16')):
        lv0 = R.sigmoid(data)
        lv1 = R.nn.conv2d(lv0, y, padding=1, groups=1, data_layout='NHWC')
        return lv1
mod = Module
