import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((7,), 'float32')):
        lv0 = R.nn.silu(inp)
        lv1 = R.add(lv0, undefined_var)
        return lv1
mod = Module
