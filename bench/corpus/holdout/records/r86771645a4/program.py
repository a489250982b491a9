import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(rhs: R.Tensor((8, 2), 'float16')):
        with R.dataflow():
            lv1 = R.broadcast_to(rhs, (8, 7))
            R.output(lv1)
        return lv1
mod = Module
