# cause: user_input_dtype_float64
# expect: ValueError: .*expect Tensor with dtype float32 but get float64
# capture: pytest-short
# env: TVM_BACKTRACE=1
import numpy as np
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Scorer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Linear(6, 1)

    def forward(self, feats):
        return torch.sigmoid(self.w(feats))


def test_scorer_runs():
    m = Scorer().eval()
    ep = torch.export.export(m, (torch.randn(5, 6),))
    ex = tvm.compile(from_exported_program(ep), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    feats = torch.randn(5, 6, dtype=torch.float64)
    out = vm["main"](tvm.runtime.tensor(feats.numpy()))[0]
    np.testing.assert_allclose(out.numpy(), m(feats.float()).detach().numpy(), rtol=1e-5)
