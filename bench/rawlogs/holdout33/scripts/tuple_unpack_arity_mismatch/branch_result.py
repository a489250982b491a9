# cause: tuple_unpack_arity_mismatch
# expect: too many values to unpack
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Router:
    @R.function
    def main(flag: R.Tensor((), "bool"), x: R.Tensor((3,), "float32")):
        if flag:
            out = (R.exp(x), R.log(x), x)
        else:
            out = (x, x, x)
        first, second = out
        return first
