import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p1: R.Tensor((3, 6), 'float32'), inp: R.Tensor((6, 4), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(p1, inp)
            lv1 = R.exp(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.DeadCodeElimination(['encoder'])(mod)
