# cause: tile_negative_reps
# expect: std::bad_alloc
# capture: ipython
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.tile(x, [1, -1]))
    bb.emit_func_output(y)
mod = bb.get()
print(mod["main"].ret_ty)
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 3), "float32"))))
