# cause: where_condition_not_bool
# expect: Where requires the input condition tensor to have boolean dtype
# capture: ipython
import numpy as np
import tvm
from tvm import relax

import torch

pad_mask = (torch.tensor([[3, 7, 0, 0], [5, 0, 0, 0]]) != 0).to(torch.uint8)
h = np.random.default_rng(2).standard_normal((2, 4)).astype("float32")
bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType((2, 4), str(pad_mask.numpy().dtype)))
x = relax.Var("x", relax.TensorType((2, 4), "float32"))
with bb.function("main", [m, x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.where(m, x, relax.const(0.0, "float32")))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(pad_mask.numpy()), tvm.runtime.tensor(h)).numpy())
