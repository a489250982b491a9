import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((9, 3), 'float32')):
        del a
        return a
mod = Module
