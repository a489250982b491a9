import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(t: R.Tensor((4, 3, 7), 'int64')):
        with R.dataflow():
            lv1 = R.permute_dims(t, axes=[2, 0, 3, 1])
            R.output(lv1)
        return lv1
mod = Module
