import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(t: R.Tensor((7,), 'float16'), b: R.Tensor((7,), 'float64')):
        with R.dataflow():
            lv1 = R.divide(t, b)
            R.output(lv1)
        return lv1
mod = Module
