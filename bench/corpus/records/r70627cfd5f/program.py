import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(t: R.Tensor((7,), 'float32'), b: R.Tensor((7,), 'int32'), inp: R.Tensor((7,), 'float32')):
        with R.dataflow():
            lv1 = R.concat((t, b, inp), axis=0)
            R.output(lv1)
        return lv1
mod = Module
