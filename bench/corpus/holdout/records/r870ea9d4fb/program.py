import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p0: R.Tensor((8, 6, 7), 'float16'), t: R.Tensor((6,), 'float64')):
        with R.dataflow():
            lv1 = R.take(p0, t, axis=0)
            R.output(lv1)
        return lv1
mod = Module
