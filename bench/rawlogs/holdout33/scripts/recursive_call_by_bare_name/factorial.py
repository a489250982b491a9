# cause: recursive_call_by_bare_name
# expect: Program is not well-formed
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
    def fact(n: R.Tensor((), "int64")) -> R.Tensor((), "int64"):
        done = R.less_equal(n, R.const(1, "int64"))
        if done:
            r = R.const(1, "int64")
        else:
            m = R.subtract(n, R.const(1, "int64"))
            k = fact(m)
            r = R.multiply(n, k)
        return r


ex = tvm.compile(Fact, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["fact"](tvm.runtime.tensor(np.array(6, "int64"))))
