import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((3,), 'float32'), y: R.Tensor((3, 8, 4), 'float32'), w: R.Tensor((3,), 'float32')):
        with R.dataflow():
            lv1 = R.concat((data, y, w), axis=0)
            R.output(lv1)
        return lv1
mod = Module
