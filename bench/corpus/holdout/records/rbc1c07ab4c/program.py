import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 7, 17), 'float32'), p1: R.Tensor((15, 10, 5), 'float32')):
        lv1 = R.nn.conv1d(data, p1)
        return lv1
mod = Module
