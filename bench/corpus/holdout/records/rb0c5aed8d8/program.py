import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(lhs: R.Tensor((5, 5, 7, 6), 'float64')):
        with R.dataflow():
            lv1 = R.argmin(lhs, axis=8)
            R.output(lv1)
        return lv1
mod = Module
