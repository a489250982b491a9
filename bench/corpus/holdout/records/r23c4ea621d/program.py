import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((5, 8), 'float32')):
        lv1 = R.broadcast_to(y, (6, 8))
        return lv1
mod = Module
