import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p0: R.Tensor((4,), 'float64')):
        with R.dataflow():
            lv0 = R.exp(p0)
            lv1 = R.broadcast_to(lv0, (5,))
            R.output(lv1)
        return lv1
mod = Module
