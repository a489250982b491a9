import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(b: R.Tensor((3, 5), 'float32'), lhs: R.Tensor((5, 8), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(b, lhs)
            lv1 = R.sqrt(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.Gradient('main')(mod)
