import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(t: R.Tensor((8, 6, 2), 'float64'), inp: R.Tensor((2,), 'float32')):
        with R.dataflow():
            lv1 = R.take(t, inp, axis=0)
            R.output(lv1)
        return lv1
mod = Module
