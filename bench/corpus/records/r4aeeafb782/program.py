import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((4, 9, 3), 'float16')):
        with R.dataflow():
            lv1 = R.permute_dims(data, axes=[1, 0])
            R.output(lv1)
        return lv1
mod = Module
