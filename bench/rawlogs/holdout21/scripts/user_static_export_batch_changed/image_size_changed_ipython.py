# cause: user_static_export_batch_changed
# expect: ErrorContext\(fn=main, loc=param\[0\]
# capture: ipython
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

net = nn.Sequential(nn.Conv2d(1, 4, 3), nn.MaxPool2d(2), nn.Flatten()).eval()
ep = torch.export.export(net, (torch.randn(2, 1, 28, 28),))
ex = tvm.compile(from_exported_program(ep), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
img = torch.randn(2, 1, 32, 32)
vm["main"](tvm.runtime.tensor(img.numpy()))
