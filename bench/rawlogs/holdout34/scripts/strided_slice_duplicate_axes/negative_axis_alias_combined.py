# cause: strided_slice_duplicate_axes
# expect: non-repetitive
# capture: combined
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(24, dtype="float32").reshape(2, 3, 4)
axes = [2, -1]
print("slicing axes", axes)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.strided_slice(x, axes=axes, begin=[0, 1], end=[2, 3]))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(x_np)).numpy().shape)
