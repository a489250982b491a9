# cause: scan_zero_extent_floormod
# expect: Divide by zero
# capture: stderr
import numpy as np
import tvm
from tvm import relax

x_np = np.zeros((3, 0), "float32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 0), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        c = bb.emit_output(relax.op.cumsum(x, axis=1))
    bb.emit_func_output(c)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
assert got.shape == (3, 0)
