# cause: call_packed_untyped_result
# expect: Error
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

import tvm_ffi

# %%
@tvm_ffi.register_global_func("user.load_weights", override=True)
def load_weights(t):
    return tvm.runtime.tensor(np.ones((4, 4), "float32"))

# %%
@I.ir_module
class Loader:
    @R.function(pure=False)
    def main(x: R.Tensor((1, 4), "float32")):
        w = R.call_packed("user.load_weights", x)
        h = R.matmul(x, w)
        y = R.nn.relu(h)
        return y

# %%
ex = tvm.compile(Loader, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((1, 4), "float32"))))
