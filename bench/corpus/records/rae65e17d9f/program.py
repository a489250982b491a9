import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((5, 9, 9), 'float32')):
        lv0 = R.sigmoid(data)
        lv1 = R.reduce_sum(lv0)
        return lv1
mod = Module
