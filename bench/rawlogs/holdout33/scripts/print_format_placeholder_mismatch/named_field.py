# cause: print_format_placeholder_mismatch
# expect: KeyError|IndexError
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


# %%
@I.ir_module
class Named:
    @R.function(pure=False)
    def main(x: R.Tensor((2, 2), "float32")):
        y = R.matmul(x, x)
        R.print(y, format="result={out}")
        return y

# %%
ex = tvm.compile(Named, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.eye(2, dtype="float32"))))
