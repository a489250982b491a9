# cause: torch_fp16_conv_transpose_bias_dtype
# expect: Binary operators must have the same datatype
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

m = torch.nn.ConvTranspose2d(4, 2, 3, stride=2).half()
x = torch.rand(1, 4, 8, 8).half()
print(run_tvm(m, x).shape)
