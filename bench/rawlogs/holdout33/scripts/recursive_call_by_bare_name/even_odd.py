# cause: recursive_call_by_bare_name
# expect: Error
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


# %%
@I.ir_module
class Parity:
    @R.function
    def is_even(n: R.Tensor((), "int64")) -> R.Tensor((), "bool"):
        z = R.equal(n, R.const(0, "int64"))
        if z:
            r = R.const(True)
        else:
            m = R.subtract(n, R.const(1, "int64"))
            r = is_odd(m)
        return r

    @R.function
    def is_odd(n: R.Tensor((), "int64")) -> R.Tensor((), "bool"):
        z = R.equal(n, R.const(0, "int64"))
        if z:
            r = R.const(False)
        else:
            m = R.subtract(n, R.const(1, "int64"))
            r = is_even(m)
        return r

# %%
ex = tvm.compile(Parity, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["is_even"](tvm.runtime.tensor(np.array(7, "int64"))))
