# cause: if_nonscalar_condition
# expect: Not equal to tolerance|Mismatched elements
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Select:
    @R.function
    def main(mask: R.Tensor((4,), "bool"), a: R.Tensor((4,), "float32"), b: R.Tensor((4,), "float32")):
        if mask:
            y = a
        else:
            y = b
        return y


ex = tvm.compile(Select, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
mask = np.array([True, False, True, False])
a = np.arange(4).astype("float32")
b = -np.arange(4).astype("float32")
out = vm["main"](tvm.runtime.tensor(mask), tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy()
np.testing.assert_allclose(out, np.where(mask, a, b))
