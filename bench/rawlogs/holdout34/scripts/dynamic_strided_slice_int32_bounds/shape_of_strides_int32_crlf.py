# cause: dynamic_strided_slice_int32_bounds
# expect: expects the input (begin|end|strides)values to be all int64
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax

import torch

# bounds computed on the torch side; torch.int32 to match the exported model's index type
x_np = np.arange(16, dtype="float32").reshape(2, 8)
begin = torch.tensor([0, 2], dtype=torch.int64)
end = torch.tensor([2, 8], dtype=torch.int64)
strides = torch.tensor([1, 3], dtype=torch.int32)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 8), "float32"))
params = [relax.Var(n, relax.TensorType((2,), str(t.numpy().dtype))) for n, t in zip(["b", "e", "s"], [begin, end, strides])]
with bb.function("main", [x, *params]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.dynamic_strided_slice(x, *params))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_np), *[tvm.runtime.tensor(t.numpy()) for t in (begin, end, strides)]).numpy()
np.testing.assert_allclose(got, x_np[:, 2:8:3])
