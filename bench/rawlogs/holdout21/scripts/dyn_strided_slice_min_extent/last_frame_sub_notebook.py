# cause: dyn_strided_slice_min_extent
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: notebook
# %%
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class FrameDelta(torch.nn.Module):
    def forward(self, frames):
        # subtract the reference (first) frame from every frame
        ref = frames[:, :1, :, :]
        return frames - ref


t = torch.export.Dim("t", min=2, max=64)
ep = torch.export.export(FrameDelta(), (torch.randn(1, 8, 4, 4),), dynamic_shapes={"frames": {1: t}})
mod = from_exported_program(ep)

# %%
ex = tvm.compile(mod, target="llvm")
