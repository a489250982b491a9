import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((6, 3), 'float32')):
        with R.dataflow():
            lv0 = R.sigmoid(data)
            lv1 = R.nn.gelu_fast(lv0)
            R.output(lv1)
        return lv1
mod = Module
