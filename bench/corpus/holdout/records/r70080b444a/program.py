import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(lhs: R.Tensor((7,), 'int32'), p0: R.Tensor((7,), 'int32'), data: R.Tensor((7, 4, 6), 'int32')):
        with R.dataflow():
            lv1 = R.concat((lhs, p0, data), axis=0)
            R.output(lv1)
        return lv1
mod = Module
