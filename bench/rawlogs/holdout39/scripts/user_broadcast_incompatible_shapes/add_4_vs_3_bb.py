# cause: user_broadcast_incompatible_shapes
# expect: which are not broadcastable
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 4), "float32"))
s = relax.Var("s", relax.TensorType((2,), "float32"))   # per-row scale, needs (2, 1)
with bb.function("main", [x, s]):
    y = bb.emit(relax.op.multiply(x, s))
    bb.emit_func_output(y)
print(run(bb.get(), np.ones((2, 4), "float32"), np.array([2, 3], "float32")))
