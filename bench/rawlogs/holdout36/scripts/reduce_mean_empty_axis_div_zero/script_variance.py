# cause: reduce_mean_empty_axis_div_zero
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.script.ir_module
class Var0:
    @R.function
    def main(x: R.Tensor((3, 0), "float32")) -> R.Tensor((3,), "float32"):
        with R.dataflow():
            v = R.variance(x, axis=[1])
            R.output(v)
        return v

ex = tvm.compile(Var0, target="llvm")
