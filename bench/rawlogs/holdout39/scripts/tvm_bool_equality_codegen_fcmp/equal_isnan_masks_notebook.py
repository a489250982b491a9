# cause: tvm_bool_equality_codegen_fcmp
# expect: fcmp oeq i1
# capture: notebook
import numpy as np
import tvm
from tvm import relax

# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "float32"))
y = relax.Var("y", relax.TensorType((4,), "float32"))
with bb.function("main", [x, y]):
    with bb.dataflow():
        same = bb.emit(relax.op.equal(relax.op.isnan(x), relax.op.isnan(y)))
        gv = bb.emit_output(same)
    bb.emit_func_output(gv)
# %%
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.array([np.nan, 1, 2, np.nan], "float32"); b = np.array([np.nan, np.nan, 2, 1], "float32")
print(vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy())
