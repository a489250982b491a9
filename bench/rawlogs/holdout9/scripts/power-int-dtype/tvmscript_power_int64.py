# cause: power-int-dtype
# expect: power only applies to float
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Pow:
    @R.function
    def main(base: R.Tensor((4,), "int64")):
        with R.dataflow():
            sq = R.power(base, R.const(2, "int64"))
            R.output(sq)
        return sq

ex = tvm.compile(Pow, target="llvm")
