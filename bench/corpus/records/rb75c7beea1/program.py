import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((2, 5), 'float32')):
        with R.dataflow():
            lv0 = R.nn.silu(a)
            lv1 = R.nn.conv3x3(lv0)
            R.output(lv1)
        return lv1
mod = Module
