# cause: user_float_math_on_int_tensor
# expect: requires the input tensor to have float dtype
# capture: notebook
import numpy as np
import tvm
from tvm import relax

# %%
from math import erf
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "int8"))
# %%
with bb.function("main", [x]):
    gv = bb.emit(relax.op.erf(x))
    bb.emit_func_output(gv)
mod = bb.get()
# %%
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.array([-2, -1, 0, 1], "int8")
print(vm["main"](tvm.runtime.tensor(a)).numpy(), [erf(v) for v in a])
