import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((9, 5, 2, 3), 'int32'), t: R.Tensor((9, 5, 2, 3), 'float16')):
        with R.dataflow():
            lv1 = R.floor_divide(inp, t)
            R.output(lv1)
        return lv1
mod = Module
