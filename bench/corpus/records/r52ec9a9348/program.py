import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p1: R.Tensor((8, 2, 9), 'int64')):
        with R.dataflow():
            lv1 = R.permute_dims(p1, axes=[1, 3, 0, 2])
            R.output(lv1)
        return lv1
mod = Module
