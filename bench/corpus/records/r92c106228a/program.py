import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((4, 8), 'float32'), a: R.Tensor((8, 8), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(inp, a)
            lv1 = R.nn.silu(lv0)
            R.output(lv1)
        return lv1
mod = Module
mod.get_global_var('encoder')
