import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(b: R.Tensor((4, 8), 'float32'), w: R.Tensor((8, 3), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(b, w)
            lv1 = R.abs(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.Gradient('main')(mod)
