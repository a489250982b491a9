import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p1: R.Tensor((2, 16, 19, 14), 'float32'), b: R.Tensor((2, 2, 1, 1), 'float32')):
        with R.dataflow():
            lv1 = R.nn.conv2d(p1, b, strides=2, groups=1, data_layout='NHWC')
            R.output(lv1)
        return lv1
mod = Module
