# cause: take_axis_out_of_range
# expect: take
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax

from tvm.relax.op import squeeze, take

# (1, 6, 3) -> squeeze -> (6, 3); the axis was computed for the unsqueezed tensor
x_np = np.arange(18, dtype="float32").reshape(1, 6, 3)
i_np = np.array([2, 2, 0], dtype="int64")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 6, 3), "float32"))
i = relax.Var("i", relax.TensorType((3,), "int64"))
with bb.function("main", [x, i]):
    with bb.dataflow():
        s = bb.emit(squeeze(x, axis=[0]))
        y = bb.emit_output(take(s, i, axis=2))
    bb.emit_func_output(y)
print(bb.get())
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(i_np)))
