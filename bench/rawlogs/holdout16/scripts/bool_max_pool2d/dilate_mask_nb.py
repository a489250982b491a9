# cause: bool_max_pool2d
# expect: Cannot decide min_value for type
# capture: notebook
import numpy as np
import tvm
from tvm import relax

# %%
bb = relax.BlockBuilder()
mask = relax.Var("mask", relax.TensorType((1, 1, 8, 8), "bool"))
with bb.function("dilate", [mask]):
    d = bb.emit(relax.op.nn.max_pool2d(mask, pool_size=(3, 3), padding=(1, 1)))
    bb.emit_func_output(d)
mod = bb.get()
# %%
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
m = np.zeros((1, 1, 8, 8), bool); m[0, 0, 4, 4] = True
print(vm["dilate"](tvm.runtime.tensor(m)).numpy()[0, 0].astype(int))
