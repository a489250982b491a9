import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((7, 5), 'float32'), b: R.Tensor((5, 8), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(inp, b)
            lv1 = R.nn.relu(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.Gradient('foo')(mod)
