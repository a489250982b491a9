import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((6, 4, 9, 2), 'float16'), lhs: R.Tensor((6, 4, 9, 2), 'int64')):
        with R.dataflow():
            lv1 = R.floor_divide(y, lhs)
            R.output(lv1)
        return lv1
mod = Module
