# cause: torch_conv_transpose3d_unsupported
# expect: Unsupported transposed convolution dimensionality: 5
# capture: stderr
import numpy as np
import torch
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

def run_tvm(model, *inputs):
    ep = torch.export.export(model.eval(), tuple(inputs))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](*[tvm.runtime.tensor(t.numpy()) for t in inputs])
    return out[0].numpy()

m = torch.nn.ConvTranspose3d(2, 2, 3, stride=2)
print(run_tvm(m, torch.rand(1, 2, 3, 3, 3)).shape)
