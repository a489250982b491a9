# cause: user_input_dtype_float64
# expect: expect Tensor with dtype float32 but get float64
# capture: stderr
import numpy as np
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

model = nn.Sequential(nn.Linear(10, 20), nn.ReLU(), nn.Linear(20, 2)).eval()
ep = torch.export.export(model, (torch.randn(4, 10),))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

batch = np.random.rand(4, 10)  # float64 by default
out = vm["main"](tvm.runtime.tensor(batch))
print(out[0].numpy())
