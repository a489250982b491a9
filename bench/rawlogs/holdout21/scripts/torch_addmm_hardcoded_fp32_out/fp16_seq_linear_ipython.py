# cause: torch_addmm_hardcoded_fp32_out
# expect: Binary operators must have the same datatype for both operands
# capture: ipython
# env: TVM_BACKTRACE=1
import torch
import torch.nn as nn
import tvm
from tvm.relax.frontend.torch import from_exported_program

proj = nn.Linear(32, 32).half().eval()
x = torch.randn(2, 7, 32, dtype=torch.float16)
ep = torch.export.export(proj, (x,))
print(ep.graph)
mod = from_exported_program(ep)
