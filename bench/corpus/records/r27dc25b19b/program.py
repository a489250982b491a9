import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(b: R.Tensor((2,), 'float16')):
        lv1 = R.permute_dims(b, axes=[1, 0, 2])
        return lv1
mod = Module
