# cause: gather_nd_int32_indices
# expect: GatherND requires the input indices to have int64 dtype
# capture: ipython
import numpy as np
import tvm
from tvm import relax

import torch

mask = torch.tensor([[True, False, True], [False, True, False]])
coords = torch.nonzero(mask).to(torch.int32)   # keep the index tensors small
x_np = np.arange(6, dtype="float32").reshape(2, 3)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "float32"))
c = relax.Var("c", relax.TensorType(tuple(coords.shape), str(coords.numpy().dtype)))
with bb.function("main", [x, c]):
    with bb.dataflow():
        v = bb.emit_output(relax.op.gather_nd(x, c))
    bb.emit_func_output(v)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(coords.numpy())).numpy(), x_np[mask.numpy()])
