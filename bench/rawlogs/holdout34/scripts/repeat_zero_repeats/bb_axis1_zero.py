# cause: repeat_zero_repeats
# expect: repeat only accepts `repeats >= 1`
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(6, dtype="float32").reshape(2, 3)
reps = 0   # np.repeat(x, 0, axis=1) -> shape (2, 0)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.repeat(x, reps, axis=1))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_np)).numpy()
assert got.shape == np.repeat(x_np, reps, axis=1).shape
