# cause: layout_transform_index_map_arity
# expect: number of dimensions in input must match the number of source dimensions in index map
import numpy as np
import tvm
from tvm import relax

# NCHW -> NHWC map reused for a (C, H, W) tensor without the batch dim
x_np = np.arange(24, dtype="float32").reshape(2, 3, 4)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.layout_transform(x, lambda n, c, h, w: (n, h, w, c)))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x_np)).numpy(), x_np.transpose(1, 2, 0))
