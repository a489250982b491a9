# cause: sort-kernel-dtype
# expect: Unsupported input dtype: (bool|int8|uint8)
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((6,), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(op.sort(x))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array([1, 0, 1, 0, 0, 1], "bool"))))
