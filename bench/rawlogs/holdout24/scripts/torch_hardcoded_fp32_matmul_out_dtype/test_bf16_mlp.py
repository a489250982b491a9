# cause: torch_hardcoded_fp32_matmul_out_dtype
# expect: Binary operators must have the same datatype for both operands
# capture: pytest
import ml_dtypes
import numpy as np
import torch
from torch.export import export
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.up = torch.nn.Linear(32, 64)
        self.down = torch.nn.Linear(64, 32)

    def forward(self, x):
        return self.down(torch.relu(self.up(x)))


def test_mlp_bf16_matches_torch():
    m = MLP().eval().to(torch.bfloat16)
    x = torch.randn(2, 32, dtype=torch.bfloat16)
    mod = from_exported_program(export(m, (x,)))
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(x.float().numpy().astype(ml_dtypes.bfloat16)))[0].numpy()
    np.testing.assert_allclose(out.astype("float32"), m(x).float().detach().numpy(), rtol=2e-2, atol=2e-2)
