# cause: take_float_indices
# expect: Take op requires the input indices to have integer dtype
# capture: ipython
import numpy as np
import tvm
from tvm import relax

import torch

# indices come out of a torch pipeline that normalised them to float
t = torch.tensor([[3.0, 1.0, 2.0], [0.5, 0.25, 1.0]])
order = torch.argsort(t, dim=1).float()
x_np = t.numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "float32"))
o = relax.Var("o", relax.TensorType((3,), str(order.numpy().dtype)))
with bb.function("main", [x, o]):
    with bb.dataflow():
        r = bb.emit_output(relax.op.take(x, o, axis=1))
    bb.emit_func_output(r)
mod = bb.get()
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(order[0].numpy())).numpy()
np.testing.assert_allclose(got, x_np[:, order[0].long().numpy()])
