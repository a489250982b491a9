import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((6, 8), 'float32'), t: R.Tensor((8, 4), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(y, t)
            lv1 = R.nn.relu(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.BindParams('main', {'gamma': np.zeros((2, 2), 'float32'), 't': np.zeros((1,), 'float32')})(mod)
