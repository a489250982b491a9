import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(rhs: R.Tensor((2, 4, 2, 6), 'int32')):
        with R.dataflow():
            lv1 = R.permute_dims(rhs, axes=[2, 1, 0, 4, 3])
            R.output(lv1)
        return lv1
mod = Module
