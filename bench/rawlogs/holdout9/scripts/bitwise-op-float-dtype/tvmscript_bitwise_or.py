# cause: bitwise-op-float-dtype
# expect: Expected integer argument as LHS of
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Bits:
    @R.function
    def main(x: R.Tensor((16,), "float16"), y: R.Tensor((16,), "float16")):
        with R.dataflow():
            z = R.bitwise_or(x, y)
            R.output(z)
        return z

ex = tvm.compile(Bits, target="llvm")
