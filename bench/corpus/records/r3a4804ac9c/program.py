import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p0: R.Tensor((3, 13, 15), 'float16'), x: R.Tensor((3, 16, 6), 'float16')):
        with R.dataflow():
            lv0 = R.negative(p0)
            lv1 = R.matmul(lv0, x)
            R.output(lv1)
        return lv1
mod = Module
