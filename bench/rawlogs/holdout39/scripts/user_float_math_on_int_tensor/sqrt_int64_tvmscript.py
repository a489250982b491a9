# cause: user_float_math_on_int_tensor
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((8,), "int64")) -> R.Tensor((8,), "float32"):
        y = R.sqrt(x)
        return R.astype(y, "float32")

ex = tvm.compile(Mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.arange(8, dtype="int64")
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(a)).numpy(), np.sqrt(a), rtol=1e-6)
