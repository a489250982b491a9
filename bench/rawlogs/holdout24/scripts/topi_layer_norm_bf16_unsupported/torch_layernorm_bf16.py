# cause: topi_layer_norm_bf16_unsupported
# expect: layer_norm: only support float32 and float16 for now
# capture: ipython
import torch
from torch.export import export
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Block(torch.nn.Module):
    def __init__(self, d=32):
        super().__init__()
        self.norm = torch.nn.LayerNorm(d)
        self.fc = torch.nn.Linear(d, d, bias=False)

    def forward(self, x):
        return x + self.fc(self.norm(x))


model = Block().eval().to(torch.bfloat16)
example = torch.randn(1, 4, 32, dtype=torch.bfloat16)
mod = from_exported_program(export(model, (example,)), keep_params_as_input=False)
ex = tvm.compile(mod, target="llvm")
