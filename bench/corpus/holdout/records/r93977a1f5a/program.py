import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((6, 3), 'float16'), x: R.Tensor((4,), 'float32')):
        lv1 = R.take(inp, x, axis=1)
        return lv1
mod = Module
