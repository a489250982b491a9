import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((2, 3, 1, 5), 'float16'), a: R.Tensor((2, 3, 2, 2), 'float16')):
        with R.dataflow():
            lv1 = R.matmul(inp, a)
            R.output(lv1)
        return lv1
mod = Module
