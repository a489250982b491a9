# cause: torch_hardcoded_fp32_matmul_out_dtype
# expect: Not equal to tolerance
# capture: combined
"""int8 x int8 -> int32 GEMM (upcast to int32 before matmul), exact result expected."""
import numpy as np
import torch
from torch.export import export
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class IntGemm(torch.nn.Module):
    def forward(self, a, b):
        return torch.matmul(a.to(torch.int32), b.to(torch.int32))


rng = np.random.default_rng(0)
a = torch.from_numpy(rng.integers(90, 127, (8, 4096)).astype("int8"))
b = torch.from_numpy(rng.integers(90, 127, (4096, 8)).astype("int8"))
mod = from_exported_program(export(IntGemm(), (a, b)))
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(a.numpy()), tvm.runtime.tensor(b.numpy()))[0].numpy()
ref = IntGemm()(a, b).numpy()
print("tvm dtype:", out.dtype, "torch dtype:", ref.dtype)
np.testing.assert_allclose(out, ref, rtol=0, atol=0)
