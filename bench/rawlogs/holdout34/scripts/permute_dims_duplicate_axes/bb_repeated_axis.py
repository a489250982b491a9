# cause: permute_dims_duplicate_axes
# expect: the input axes is required to be non-repetitive
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(24, dtype="float32").reshape(2, 3, 4)
perm = [0, 2, 2]     # NCL -> NLC
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.permute_dims(x, perm))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x_np)).numpy(), np.transpose(x_np, perm))
