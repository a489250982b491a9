# cause: torch_fp16_conv_transpose_bias_dtype
# expect: Binary operators must have the same datatype
# capture: ipython
# post: truncate=0.6
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

class Decoder(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.up = torch.nn.ConvTranspose2d(8, 8, 4, stride=2, padding=1, groups=4)
        self.act = torch.nn.ReLU()
    def forward(self, x):
        return self.act(self.up(x))

m = Decoder().half()
print(run_tvm(m, torch.rand(1, 8, 5, 5).half()).shape)
