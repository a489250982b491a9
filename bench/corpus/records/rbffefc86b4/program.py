import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((3, 5, 4), 'float32')):
        lv0 = R.exp(inp)
        lv1 = R.sigmoidd(lv0)
        return lv1
mod = Module
