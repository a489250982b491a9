import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((3,), 'float32')):
        with R.dataflow():
            lv1 = R.matmull(inp)
            R.output(lv1)
        return lv1
mod = Module
