import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((7,), 'float32'), rhs: R.Tensor((3,), 'float32')):
        with R.dataflow():
            lv0 = R.abs(x)
            lv1 = R.add(lv0, rhs)
            R.output(lv1)
        return lv1
mod = Module
