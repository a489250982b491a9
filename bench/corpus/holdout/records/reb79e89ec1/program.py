import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((7, 6, 4), 'float16'), b: R.Tensor((3, 6, 4), 'float16')):
        with R.dataflow():
            lv0 = R.exp(y)
            lv1 = R.power(lv0, b)
            R.output(lv1)
        return lv1
mod = Module
