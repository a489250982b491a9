# cause: split_indices_strict_check
# expect: split_indices must be sorted
import numpy as np
import tvm
from tvm import relax

# np.split(x, [0, 2], axis=1) is valid and yields an empty first chunk
x_np = np.arange(12, dtype="float32").reshape(3, 4)
points = [0, 2]
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit_output(relax.op.split(x, points, axis=1))
    bb.emit_func_output(parts)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
outs = vm["main"](tvm.runtime.tensor(x_np))
ref = [r for r in np.split(x_np, points, axis=1) if r.size]
got = [o.numpy() for o in outs if o.numpy().size]
for a, b in zip(got, ref):
    np.testing.assert_allclose(a, b)
