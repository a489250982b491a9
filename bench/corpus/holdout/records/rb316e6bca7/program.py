import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(b: R.Tensor((2, 5), 'float32'), p1: R.Tensor((5, 2), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(b, p1)
            lv1 = R.abs(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.BindParams('main', {'weight': np.zeros((2, 2), 'float32'), 'p1': np.zeros((1,), 'float32')})(mod)
