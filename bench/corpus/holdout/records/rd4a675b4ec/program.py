import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((9, 9), 'float32'), lhs: R.Tensor((9, 3), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(a, lhs)
            lv1 = R.exp(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.BindParams('main', {'emb': np.zeros((2, 2), 'float32'), 'w1': np.zeros((2, 2), 'float32'), 'lhs': np.zeros((1,), 'float32')})(mod)
