# cause: vm-entry-name-typo
# expect: Module has no function 'forward'
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        return R.nn.silu(x)

ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
x = tvm.runtime.tensor(np.linspace(-2, 2, 4).astype("float32"))
y = vm["forward"](x)
y.numpy()
