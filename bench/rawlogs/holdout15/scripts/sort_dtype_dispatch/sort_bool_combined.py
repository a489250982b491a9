# cause: sort_dtype_dispatch
# expect: Unsupported input dtype: bool
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((32,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        keep = bb.emit(relax.op.greater(x, relax.const(0.5, "float32")))
        s = bb.emit(relax.op.sort(keep, axis=0, descending=True))
        gv = bb.emit_output(s)
    bb.emit_func_output(gv)
mod = bb.get()
print(mod)
ex = tvm.compile(mod, target="llvm")
print("compiled; running")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.random.rand(32).astype("float32"))))
