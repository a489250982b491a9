import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((7,), 'float32')):
        assert data is not None
        return data
mod = Module
