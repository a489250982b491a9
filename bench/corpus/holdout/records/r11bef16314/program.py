import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 7), 'float32'), data: R.Tensor((7, 4), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(x, data)
            lv1 = R.nn.silu(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.BindParams('main', {'bias': np.zeros((2, 2), 'float32'), 'const0': np.zeros((2, 2), 'float32'), 'data': np.zeros((1,), 'float32')})(mod)
