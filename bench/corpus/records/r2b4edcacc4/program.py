import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((5, 6, 3), 'float64'), w: R.Tensor((5, 6, 3), 'float32'), b: R.Tensor((5, 6, 3), 'float32'), a: R.Tensor((5, 6, 3), 'float32')):
        with R.dataflow():
            lv1 = R.concat((inp, w, b, a), axis=2)
            R.output(lv1)
        return lv1
mod = Module
