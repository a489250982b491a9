# cause: user_static_export_batch_changed
# expect: expect Tensor with shape|ErrorContext\(fn=main, loc=param\[0\]
# capture: stderr
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten()).eval()
example = torch.randn(1, 3, 32, 32)
ep = torch.export.export(model, (example,))
ex = tvm.compile(from_exported_program(ep), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

batch = torch.randn(8, 3, 32, 32)
out = vm["main"](tvm.runtime.tensor(batch.numpy()))[0].numpy()
print(out.shape)
