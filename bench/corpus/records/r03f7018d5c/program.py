import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((2, 7), 'float32'), b: R.Tensor((7, 5), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(inp, b)
            lv1 = R.tanh(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.BindParams('main', {'w1': np.zeros((2, 2), 'float32'), 'scale': np.zeros((2, 2), 'float32'), 'b': np.zeros((1,), 'float32')})(mod)
