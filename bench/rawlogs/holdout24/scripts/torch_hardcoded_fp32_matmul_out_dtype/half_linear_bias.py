# cause: torch_hardcoded_fp32_matmul_out_dtype
# expect: Binary operators must have the same datatype for both operands
# capture: stderr
# post: truncate=0.75
# env: TVM_BACKTRACE=1
import torch
from torch.export import export
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

model = torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.GELU(), torch.nn.Linear(128, 64)).eval().half()
x = torch.randn(4, 64, dtype=torch.float16)
mod = from_exported_program(export(model, (x,)))
ex = tvm.compile(mod, target="llvm")
