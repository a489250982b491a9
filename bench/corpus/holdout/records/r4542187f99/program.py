import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((4, 13, 5), 'float32'), rhs: R.Tensor((4, 10, 8), 'float32')):
        lv1 = R.matmul(inp, rhs)
        return lv1
mod = Module
