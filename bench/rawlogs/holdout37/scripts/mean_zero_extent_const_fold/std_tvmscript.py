# cause: mean_zero_extent_const_fold
# expect: Divide by zero
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Empty:
    @R.function
    def main(x: R.Tensor((2, 0, 3), "float16")):
        with R.dataflow():
            s = R.std(x, axis=None)
            R.output(s)
        return s


ex = tvm.compile(Empty, target="llvm")
