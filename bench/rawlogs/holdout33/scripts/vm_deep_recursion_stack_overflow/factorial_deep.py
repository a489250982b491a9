# cause: vm_deep_recursion_stack_overflow
# expect: small ok
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Fact:
    @R.function
    def fact(n: R.Tensor((), "int64")) -> R.Tensor((), "int64"):
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
vm = relax.VirtualMachine(ex, tvm.cpu())
print("small ok:", vm["fact"](tvm.runtime.tensor(np.array(10, "int64"))), flush=True)
# overflow of int64 does not matter here, we only time the recursion
print("large:", vm["fact"](tvm.runtime.tensor(np.array(300000, "int64"))), flush=True)
