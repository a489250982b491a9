# cause: median_multi_axis_oob
# expect: Segfault encountered
# capture: stderr
import numpy as np
import tvm
from tvm import relax

x_np = np.random.default_rng(0).random((64, 1000)).astype("float32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((64, 1000), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        m = bb.emit_output(relax.op.median(x, axis=[0, 1]))
    bb.emit_func_output(m)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
print(got, np.median(x_np))
