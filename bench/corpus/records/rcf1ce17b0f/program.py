import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((2, 7), 'float32'), data: R.Tensor((7, 6), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(a, data)
            lv1 = R.tanh(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.DeadCodeElimination(['main_1'])(mod)
