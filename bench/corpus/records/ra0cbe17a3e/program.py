import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(rhs: R.Tensor((8, 6, 8, 8, 9), 'int32'), t: R.Tensor((8, 6, 8), 'int32'), p1: R.Tensor((8, 6, 8), 'int32')):
        with R.dataflow():
            lv1 = R.concat((rhs, t, p1), axis=0)
            R.output(lv1)
        return lv1
mod = Module
