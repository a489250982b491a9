import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(lhs: R.Tensor((6, 4), 'float32'), y: R.Tensor((4, 6), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(lhs, y)
            lv1 = R.nn.silu(lv0)
            R.output(lv1)
        return lv1
mod = Module
mod.get_global_var('subgraph_0')
