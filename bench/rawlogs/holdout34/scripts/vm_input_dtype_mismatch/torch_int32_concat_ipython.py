# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype
# capture: ipython
import numpy as np
import tvm
from tvm import relax

import torch

a = torch.arange(6, dtype=torch.int64).reshape(2, 3)
b = torch.arange(4, dtype=torch.int32).reshape(2, 2)
bb = relax.BlockBuilder()
av = relax.Var("a", relax.TensorType((2, 3), "int64"))
bv = relax.Var("b", relax.TensorType((2, 2), "int64"))
with bb.function("main", [av, bv]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.concat([av, bv], axis=1))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
out = vm["main"](tvm.runtime.tensor(a.numpy()), tvm.runtime.tensor(b.numpy())).numpy()
print(out)
