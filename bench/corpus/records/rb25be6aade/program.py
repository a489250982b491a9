import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p1: R.Tensor((4, 3, 4, 3), 'float64'), rhs: R.Tensor((4, 3, 4, 3), 'int64'), inp: R.Tensor((4, 3, 4, 3), 'float64'), data: R.Tensor((4, 3, 4, 3), 'float64')):
        with R.dataflow():
            lv1 = R.concat((p1, rhs, inp, data), axis=1)
            R.output(lv1)
        return lv1
mod = Module
