# cause: index_tensor_negative_indices
# expect: Not equal to tolerance|Mismatched elements
import numpy as np
import tvm
from tvm import relax

import torch

x_t = torch.arange(12, dtype=torch.float32).reshape(3, 4)
rows = torch.tensor([2, -1, 0])
ref = x_t[rows].numpy()                    # torch advanced indexing: -1 is the last row
rows_np = rows.numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
r = relax.Var("r", relax.TensorType((3,), "int64"))
with bb.function("main", [x, r]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.index_tensor(x, relax.Tuple([r])))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_t.numpy()), tvm.runtime.tensor(rows_np)).numpy()
np.testing.assert_allclose(got, ref)
