import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(t: R.Tensor((8, 8), 'float16'), p1: R.Tensor((6,), 'float64')):
        with R.dataflow():
            lv1 = R.take(t, p1, axis=1)
            R.output(lv1)
        return lv1
mod = Module
