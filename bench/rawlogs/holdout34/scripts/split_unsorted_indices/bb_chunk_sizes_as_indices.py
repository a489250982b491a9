# cause: split_unsorted_indices
# expect: split_indices must be sorted
import numpy as np
import tvm
from tvm import relax

# torch.split takes chunk SIZES, relax.split takes split POINTS
sizes = [1, 3, 2]
x_np = np.arange(18, dtype="float32").reshape(3, 6)
points = sizes[:-1] + [2]
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 6), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit_output(relax.op.split(x, [int(p) for p in points], axis=1))
    bb.emit_func_output(parts)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
outs = vm["main"](tvm.runtime.tensor(x_np))
for o, r in zip(outs, np.split(x_np, [int(p) for p in points], axis=1)):
    np.testing.assert_allclose(o.numpy(), r)
