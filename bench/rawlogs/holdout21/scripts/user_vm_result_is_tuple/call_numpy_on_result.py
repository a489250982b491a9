# cause: user_vm_result_is_tuple
# expect: AttributeError: 'Array' object has no attribute 'numpy'
# capture: stderr
import numpy as np
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.ReLU(), nn.Flatten(), nn.Linear(4 * 6 * 6, 5)).eval()
x = torch.randn(1, 3, 8, 8)
ep = torch.export.export(model, (x,))
ex = tvm.compile(from_exported_program(ep), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(x.numpy()))
np.testing.assert_allclose(out.numpy(), model(x).detach().numpy(), rtol=1e-5)
