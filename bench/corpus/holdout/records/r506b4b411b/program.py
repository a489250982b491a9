import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p1: R.Tensor((9, 4), 'float32'), x: R.Tensor((4, 3), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(p1, x)
            lv1 = R.tanh(lv0)
            R.output(lv1)
        return lv1
mod = Module
mod.get_global_var('train_step')
