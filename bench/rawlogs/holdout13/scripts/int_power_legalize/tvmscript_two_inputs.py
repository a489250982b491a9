# cause: int_power_legalize
# expect: power only applies to float
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
    def main(a: R.Tensor((3, 3), "int64"), b: R.Tensor((3, 3), "int64")):
        with R.dataflow():
            c = R.power(a, b)
            R.output(c)
        return c

tvm.compile(M, target="llvm")
