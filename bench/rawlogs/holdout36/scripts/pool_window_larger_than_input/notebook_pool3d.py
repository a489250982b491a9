# cause: pool_window_larger_than_input
# expect: negative dimensions are not allowed
# capture: notebook
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

# %%
bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((1, 1, 4, 4, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.max_pool3d(x, pool_size=(2, 7, 7), strides=(2, 2, 2)))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = bb.get()
# %%
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
# %%
out = vm["main"](tvm.runtime.tensor(np.random.rand(1, 1, 4, 4, 4).astype("float32")))
out.numpy()
