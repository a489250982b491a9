# cause: impure_call_in_dataflow_block
# expect: not well-formed
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

import tvm_ffi

# %%
@tvm_ffi.register_global_func("nb.observe", override=True)
def observe(t):
    return t

# %%
@I.ir_module
class Observed:
    @R.function(pure=False)
    def main(x: R.Tensor((3, 3), "float32")):
        with R.dataflow():
            y = R.matmul(x, x)
            o = R.call_packed("nb.observe", y, ty_args=R.Tensor((3, 3), "float32"))
            z = R.add(o, x)
            R.output(z)
        return z

# %%
ex = tvm.compile(Observed, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.eye(3, dtype="float32"))))
