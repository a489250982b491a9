import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((6, 5), 'float32'), inp: R.Tensor((5, 5), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(y, inp)
            lv1 = R.negative(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.Gradient('encoder')(mod)
