# cause: strided_slice_duplicate_axes
# expect: the input axes is required to be non-repetitive
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(30, dtype="float32").reshape(5, 6)
# crop rows 1:4 and columns 2:5, but the axis list was copy-pasted
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((5, 6), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.strided_slice(x, axes=[0, 0], begin=[1, 2], end=[4, 5]))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x_np)).numpy(), x_np[1:4, 2:5])
