# cause: strided_slice_empty_range_rejected
# expect: is invalid for axis
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(12, dtype="float32").reshape(3, 4)
begin, end = 3, 1          # x[3:1] is an empty slice in numpy
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.strided_slice(x, axes=[0], begin=[begin], end=[end]))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_np)).numpy()
assert got.shape == x_np[begin:end].shape, (got.shape, x_np[begin:end].shape)
