import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((4, 3, 10), 'float32'), p0: R.Tensor((4, 13, 1), 'float32')):
        lv1 = R.matmul(inp, p0)
        return lv1
mod = Module
