import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((3, 8, 6, 2), 'float64')):
        with R.dataflow():
            lv0 = R.negative(y)
            lv1 = R.argmax(lv0, axis=8)
            R.output(lv1)
        return lv1
mod = Module
