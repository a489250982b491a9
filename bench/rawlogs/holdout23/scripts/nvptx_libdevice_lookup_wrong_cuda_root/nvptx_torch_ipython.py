# cause: nvptx_libdevice_lookup_wrong_cuda_root
# expect: FileNotFoundError|No such file or directory: '/usr/local/lib/nvidia-cuda-toolkit/libdevice'
# capture: ipython
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(64, 64)

    def forward(self, x):
        return torch.tanh(self.fc(x))


ep = torch.export.export(Block().eval(), (torch.randn(4, 64),))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target=tvm.target.Target({"kind": "nvptx", "mcpu": "sm_86"}))
