import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((5, 3), 'float32')):
        while True:
            data = R.add(data, data)
        return data
mod = Module
