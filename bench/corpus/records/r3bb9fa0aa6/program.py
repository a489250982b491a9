import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((3, 4), 'float32'), b: R.Tensor((4, 8), 'float32')):
        with R.dataflow():
            lv0 = R.matmul(y, b)
            lv1 = R.abs(lv0)
            R.output(lv1)
        return lv1
mod = Module
relax.transform.BindParams('main', {'emb': np.zeros((2, 2), 'float32')})(mod)
