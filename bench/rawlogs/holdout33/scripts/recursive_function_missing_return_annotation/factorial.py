# cause: recursive_function_missing_return_annotation
# expect: Arguments to binary operators must be either R.Tensor or R.Prim types
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Fact:
    @R.function
    def fact(n: R.Tensor((), "int64")):
        cls = Fact
        done = R.less_equal(n, R.const(1, "int64"))
        if done:
            r = R.const(1, "int64")
        else:
            m = R.subtract(n, R.const(1, "int64"))
            k = cls.fact(m)
            r = R.multiply(n, k)
        return r


ex = tvm.compile(Fact, target="llvm")
