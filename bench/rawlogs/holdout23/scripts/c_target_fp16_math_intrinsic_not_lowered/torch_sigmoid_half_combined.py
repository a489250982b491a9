# cause: c_target_fp16_math_intrinsic_not_lowered
# expect: Unresolved call .*name="tirx.(exp|sqrt|tanh)"
# capture: combined
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class Norm(torch.nn.Module):
    def forward(self, x):
        return x * torch.rsqrt((x * x).mean(-1, keepdim=True) + 1e-6)


ep = torch.export.export(Norm().half().eval(), (torch.randn(2, 64, dtype=torch.float16),))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target=tvm.target.Target("c"))
