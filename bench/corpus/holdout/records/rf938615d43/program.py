import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((9, 6, 8), 'float32'), rhs: R.Tensor((2,), 'float16')):
        with R.dataflow():
            lv1 = R.take(x, rhs, axis=1)
            R.output(lv1)
        return lv1
mod = Module
