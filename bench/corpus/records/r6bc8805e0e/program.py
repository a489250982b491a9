import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(rhs: R.Tensor((7, 3, 6), 'float32'), p0: R.Tensor((7, 3, 6, 3), 'float32')):
        with R.dataflow():
            lv1 = R.concat((rhs, p0), axis=0)
            R.output(lv1)
        return lv1
mod = Module
