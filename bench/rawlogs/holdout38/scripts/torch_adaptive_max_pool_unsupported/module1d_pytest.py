# cause: torch_adaptive_max_pool_unsupported
# expect: Unsupported function types
# capture: pytest-line
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

def test_temporal_max_pool():
    m = torch.nn.AdaptiveMaxPool1d(4)
    x = torch.rand(2, 6, 17)
    np.testing.assert_allclose(run_tvm(m, x), m(x).numpy())
