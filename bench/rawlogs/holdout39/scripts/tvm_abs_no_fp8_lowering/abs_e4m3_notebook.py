# cause: tvm_abs_no_fp8_lowering
# expect: not supported for absolute op
# capture: notebook
import numpy as np
import tvm
from tvm import relax

import ml_dtypes
# %%
bb = relax.BlockBuilder()
w = relax.Var("w", relax.TensorType((2, 2), "float8_e4m3fn"))
with bb.function("main", [w]):
    with bb.dataflow():
        m = bb.emit(relax.op.max(relax.op.abs(w)))
        gv = bb.emit_output(m)
    bb.emit_func_output(gv)
mod = bb.get()
# %%
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.array([[1, -3], [2, 0.5]], "float32").astype(ml_dtypes.float8_e4m3fn)
print("amax", vm["main"](tvm.runtime.tensor(a)).numpy())
