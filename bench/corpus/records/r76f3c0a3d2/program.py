import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(lhs: R.Tensor((2, 8), 'int64'), w: R.Tensor((2, 8), 'int64'), x: R.Tensor((2, 8), 'int64'), y: R.Tensor((8,), 'int64')):
        with R.dataflow():
            lv1 = R.concat((lhs, w, x, y), axis=0)
            R.output(lv1)
        return lv1
mod = Module
