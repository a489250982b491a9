# cause: repeat_zero_repeats_legalize
# expect: repeats >= 1
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((3, 5), "int64")):
        with R.dataflow():
            y = R.repeat(x, 0, axis=0)
            R.output(y)
        return y

tvm.compile(M, target="llvm")
