# cause: split_unsorted_indices_legalize
# expect: split_indices must be sorted
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((10, 3), "float32")):
        with R.dataflow():
            parts = R.split(x, indices_or_sections=[7, 3], axis=0)
            a = parts[0]
            R.output(a)
        return a

M.show()
tvm.compile(M, target="llvm")
