import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((8, 2), 'float32')):
        lv1 = R.nn.conv3x3(data)
        return lv1
mod = Module
