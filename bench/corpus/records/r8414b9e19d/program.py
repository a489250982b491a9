import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(t: R.Tensor((7, 9, 9, 7), 'float32'), a: R.Tensor((7, 9, 9, 7), 'int32')):
        lv1 = R.add(t, a)
        return lv1
mod = Module
