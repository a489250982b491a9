# cause: scatter_elements_axis_unchecked
# expect: IndexError: Index out of range
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((5, 3), "float32"), i: R.Tensor((5, 3), "int64"), u: R.Tensor((5, 3), "float32")):
        with R.dataflow():
            y = R.scatter_elements(x, i, u, axis=4)
            R.output(y)
        return y

print("compiling scatter model")
tvm.compile(M, target="llvm")
