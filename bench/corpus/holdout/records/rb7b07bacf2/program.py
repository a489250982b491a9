import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((6, 2, 6, 4), 'float32'), data: R.Tensor((6, 2, 6, 4), 'int32')):
        lv1 = R.add(inp, data)
        return lv1
mod = Module
