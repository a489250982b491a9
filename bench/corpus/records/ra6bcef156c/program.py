import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p0: R.Tensor((4, 9), 'float32'), t: R.Tensor((9, 9), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(p0, t)
            lv1 = R.negative(lv0)
            R.output(lv1)
        return lv1
mod = Module
mod['encoder']
