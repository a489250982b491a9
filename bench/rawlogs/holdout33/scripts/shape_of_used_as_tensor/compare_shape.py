# cause: shape_of_used_as_tensor
# expect: Error
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Check:
    @R.function
    def main(x: R.Tensor((3, 4), "float32"), limit: R.Tensor((2,), "int64")):
        s = R.shape_of(x)
        fits = R.less_equal(s, limit)
        return fits


ex = tvm.compile(Check, target="llvm")
