import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((1, 13, 18), 'float32'), b: R.Tensor((10, 14, 5), 'float32')):
        with R.dataflow():
            lv1 = R.nn.conv1d(y, b)
            R.output(lv1)
        return lv1
mod = Module
