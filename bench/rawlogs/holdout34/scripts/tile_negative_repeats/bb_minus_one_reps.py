# cause: tile_negative_repeats
# expect: bad_alloc
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(6, dtype="float32").reshape(2, 3)
reps = (-1, 2)   # -1 meant "keep this dim" as in torch.expand
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.tile(x, reps))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x_np)).numpy(), np.tile(x_np, (1, 2)))
