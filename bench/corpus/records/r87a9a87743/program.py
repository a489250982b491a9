import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((7, 3), 'float32'), p1: R.Tensor((3, 3), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(a, p1)
            lv1 = R.tanh(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.BindParams('main', {'bias': np.zeros((2, 2), 'float32')})(mod)
