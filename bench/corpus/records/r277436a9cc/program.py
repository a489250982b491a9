import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(p0: R.Tensor((7, 5), 'float32'), p1: R.Tensor((5, 3), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(p0, p1)
            lv1 = R.negative(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.BindParams('main', {'const0': np.zeros((2, 2), 'float32'), 'weight': np.zeros((2, 2), 'float32'), 'p1': np.zeros((1,), 'float32')})(mod)
