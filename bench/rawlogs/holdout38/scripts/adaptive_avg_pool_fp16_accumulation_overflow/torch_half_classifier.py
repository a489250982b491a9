# cause: adaptive_avg_pool_fp16_accumulation_overflow
# expect: AssertionError
# capture: pytest-short
import numpy as np
import torch
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program

def run_tvm(model, *inputs):
    ep = torch.export.export(model.eval(), tuple(inputs))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](*[tvm.runtime.tensor(t.numpy()) for t in inputs])
    return out[0].numpy()

class Head(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = torch.nn.AdaptiveAvgPool2d(1)
    def forward(self, x):
        return torch.flatten(self.pool(x), 1)

def test_gap_fp16():
    x = torch.full((1, 3, 48, 48), 40.0).half()
    ours = run_tvm(Head().half(), x)
    assert np.isfinite(ours).all(), f"non-finite pooled features: {ours}"
