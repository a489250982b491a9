# cause: split_indices_strict_check
# expect: split_indices must be sorted
# capture: combined
import numpy as np
import tvm
from tvm import relax

# per-expert token counts; expert 1 got no tokens this step
counts = np.array([3, 0, 2], dtype="int64")
points = [int(p) for p in np.cumsum(counts)[:-1]]  # [3, 3]

print("split points", points)
x_np = np.arange(10, dtype="float32").reshape(5, 2)
bb = relax.BlockBuilder()
x = relax.Var("tokens", relax.TensorType((5, 2), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.split(x, points, axis=0))
    bb.emit_func_output(y)
mod = bb.get()
mod.show()
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
print([o.shape for o in vm["main"](tvm.runtime.tensor(x_np))])
