import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((6, 6), 'float32')):
        with R.dataflow():
            lv1 = R.multiply(x, scale)
            R.output(lv1)
        return lv1
mod = Module
