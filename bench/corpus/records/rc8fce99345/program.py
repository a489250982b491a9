import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 12, 14, 6), 'float64'), p1: R.Tensor((3, 8, 3, 3), 'float64')):
        with R.dataflow():
            lv1 = R.nn.conv2d(x, p1, strides=2, padding=1, groups=1, data_layout='NHWC')
            R.output(lv1)
        return lv1
mod = Module
