import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((2, 2, 15, 14), 'float32'), t: R.Tensor((2, 2, 3, 6), 'float32')):
        with R.dataflow():
            lv0 = R.nn.silu(data)
            lv1 = R.matmul(lv0, t)
            R.output(lv1)
        return lv1
mod = Module
