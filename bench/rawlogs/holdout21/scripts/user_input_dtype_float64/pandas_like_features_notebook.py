# cause: user_input_dtype_float64
# expect: expect Tensor with dtype float32 but get float64
# capture: notebook
# %%
import numpy as np
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

model = nn.Sequential(nn.BatchNorm1d(3), nn.Linear(3, 1)).eval()
ep = torch.export.export(model, (torch.randn(8, 3),))
ex = tvm.compile(from_exported_program(ep), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
table = np.array([[1.0, 2.5, 3.1]] * 8)
pred = vm["main"](tvm.runtime.tensor(table))[0].numpy()
pred
