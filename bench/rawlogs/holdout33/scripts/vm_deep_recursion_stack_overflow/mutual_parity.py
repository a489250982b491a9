# cause: vm_deep_recursion_stack_overflow
# expect: n=1000 
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Parity:
    @R.function
    def is_even(n: R.Tensor((), "int64")) -> R.Tensor((), "bool"):
        cls = Parity
        z = R.equal(n, R.const(0, "int64"))
        if z:
            r = R.const(True)
        else:
            r = cls.is_odd(R.subtract(n, R.const(1, "int64")))
        return r

    @R.function
    def is_odd(n: R.Tensor((), "int64")) -> R.Tensor((), "bool"):
        cls = Parity
        z = R.equal(n, R.const(0, "int64"))
        if z:
            r = R.const(False)
        else:
            r = cls.is_even(R.subtract(n, R.const(1, "int64")))
        return r


ex = tvm.compile(Parity, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
for n in [10, 1000, 100000]:
    print(f"n={n} even={vm['is_even'](tvm.runtime.tensor(np.array(n, 'int64')))}", flush=True)
