# cause: split_unsorted_indices
# expect: split_indices must be sorted
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(40, dtype="float32").reshape(2, 4, 5)
# "split off the last two columns" written as a negative point after a positive one
points = [2, -2]
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 4, 5), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit(relax.op.split(x, points, axis=-1))
        first = bb.emit_output(relax.TupleGetItem(parts, 0))
    bb.emit_func_output(first)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x_np)).numpy(), x_np[..., :2])
