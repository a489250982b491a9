import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((6, 8), 'float32'), t: R.Tensor((8, 8), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(inp, t)
            lv1 = R.sigmoid(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.Gradient('main')(mod)
