import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(w: R.Tensor((5, 7), 'int32'), t: R.Tensor((5, 7), 'float64')):
        with R.dataflow():
            lv1 = R.maximum(w, t)
            R.output(lv1)
        return lv1
mod = Module
