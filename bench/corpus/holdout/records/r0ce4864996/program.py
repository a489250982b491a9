import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((8, 4, 3, 5), 'float64')):
        with R.dataflow():
            lv0 = R.tanh(data)
            lv1 = R.flip(lv0, axis=6)
            R.output(lv1)
        return lv1
mod = Module
