# cause: vm_module_not_initialized
# expect: Segfault encountered
# capture: ipython
# %%
import numpy as np
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((1, 2, 4, 4), "float32")):
        with R.dataflow():
            y = R.nn.max_pool2d(x, pool_size=[2, 2], strides=[2, 2])
            R.output(y)
        return y


lib = tvm.compile(Pool, target="llvm").jit()
vm_mod = lib["vm_load_executable"]()
vm_mod

# %%
invoke_closure = vm_mod["invoke_closure"]
closure = vm_mod["main"]
x = tvm.runtime.tensor(np.arange(32, dtype="float32").reshape(1, 2, 4, 4))

# %%
invoke_closure(closure, x).numpy()
