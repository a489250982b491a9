# cause: reduce_axis_out_of_range
# expect: is out of range
# capture: stderr
import numpy as np
import tvm
from tvm import relax

# image batch is NHW (grayscale) but the reduction was written for NHWC
shape = (2, 16, 16)
x_np = np.random.rand(*shape).astype("float32")

bb = relax.BlockBuilder()
x = relax.Var("img", relax.TensorType(shape, "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit(relax.op.sum(x, axis=[3], keepdims=True))
        out = bb.emit_output(relax.op.divide(x, s))
    bb.emit_func_output(out)
ex = tvm.compile(bb.get(), target="llvm")
res = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
print(np.abs(res - x_np / x_np.sum(-1, keepdims=True)).max())
