import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((6, 3, 7), 'float64'), p1: R.Tensor((6, 3, 7), 'int32')):
        with R.dataflow():
            lv1 = R.add(data, p1)
            R.output(lv1)
        return lv1
mod = Module
