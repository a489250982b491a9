# cause: cumsum_bool_accum
# expect: CreateAdd
import numpy as np
import tvm
from tvm import relax

# position of each valid token = running count of the attention mask
bb = relax.BlockBuilder()
mask = relax.Var("mask", relax.TensorType((4, 8), "bool"))
with bb.function("main", [mask]):
    with bb.dataflow():
        pos = bb.emit(relax.op.cumsum(mask, axis=1))
        out = bb.emit_output(pos)
    bb.emit_func_output(out)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
m = np.random.rand(4, 8) > 0.3
print(vm["main"](tvm.runtime.tensor(m)).numpy())
