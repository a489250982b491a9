# cause: user_float_predicate_on_bool_mask
# expect: Data type T.bool not supported for finiteness ops
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4,), "float32"), y: R.Tensor((4,), "float32")) -> R.Tensor((4,), "bool"):
        eq = R.equal(x, y)
        ok = R.isfinite(eq)
        return ok

ex = tvm.compile(Mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.array([1, 2, np.inf, 4], "float32")
print(vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(a)).numpy())
