import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((8, 6), 'float32')):
        with R.dataflow():
            lv0 = R.nn.silu(x)
            lv1 = R.softmaxx(lv0)
            R.output(lv1)
        return lv1
mod = Module
