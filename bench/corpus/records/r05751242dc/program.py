import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((4, 9), 'float16')):
        with R.dataflow():
            lv1 = R.permute_dims(y, axes=[1, 2, 0, 3])
            R.output(lv1)
        return lv1
mod = Module
