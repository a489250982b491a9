import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((3, 16), 'float16'), b: R.Tensor((12, 5), 'float16')):
        with R.dataflow():
            lv1 = R.matmul(y, b)
            R.output(lv1)
        return lv1
mod = Module
