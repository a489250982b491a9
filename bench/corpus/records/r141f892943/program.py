import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p0: R.Tensor((2, 3, 4), 'float64')):
        with R.dataflow():
            lv0 = R.abs(p0)
            lv1 = R.max(lv0, axis=[-6])
            R.output(lv1)
        return lv1
mod = Module
