# cause: sort_unsupported_dtype
# expect: Unsupported input dtype: (bool|int8|uint8)
# capture: notebook
import numpy as np
import tvm
from tvm import relax

# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 6), "bool"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.sort(x, axis=1))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
# %%
data = np.random.rand(4, 6) > 0.3
vm["main"](tvm.runtime.tensor(data)).numpy()
