import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(b: R.Tensor((2, 4, 13), 'float32'), x: R.Tensor((11, 5, 5), 'float32')):
        lv1 = R.nn.conv1d(b, x)
        return lv1
mod = Module
