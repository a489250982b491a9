# cause: topi_layer_norm_bf16_unsupported
# expect: only support float32 and float16 for now
# capture: ipython
import torch
import torch.nn as nn
import tvm
from tvm.relax.frontend.torch import from_exported_program

head = nn.Sequential(nn.LayerNorm(48, elementwise_affine=False), nn.Linear(48, 10, bias=False)).to(torch.bfloat16).eval()
x = torch.randn(8, 48, dtype=torch.bfloat16)
ep = torch.export.export(head, (x,))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
