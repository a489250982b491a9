import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(w: R.Tensor((3, 3, 9, 7), 'float64'), rhs: R.Tensor((3, 3, 9, 8), 'float64')):
        with R.dataflow():
            lv1 = R.floor_divide(w, rhs)
            R.output(lv1)
        return lv1
mod = Module
