# cause: split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Heads:
    @R.function
    def main(x: R.Tensor((2, 12, 64), "float32")):
        with R.dataflow():
            parts = R.split(x, indices_or_sections=0, axis=1)
            h = parts[0]
            R.output(h)
        return h
