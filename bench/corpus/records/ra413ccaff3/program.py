import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((6, 2, 6), 'float64'), inp: R.Tensor((6, 2, 6), 'float64'), w: R.Tensor((6, 2, 6, 7), 'float64')):
        with R.dataflow():
            lv1 = R.concat((y, inp, w), axis=0)
            R.output(lv1)
        return lv1
mod = Module
