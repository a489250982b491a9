# cause: user_fp16_tolerance_too_tight
# expect: Tensor-likes are not close!
# capture: pytest
import torch
import torch.nn as nn
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


def test_fp16_gelu_softmax():
    torch.manual_seed(1)
    m = nn.Sequential(nn.GELU(), nn.Softmax(dim=-1)).half().eval()
    x = torch.randn(8, 64, dtype=torch.float16) * 3
    ep = torch.export.export(m, (x,))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    got = torch.from_numpy(vm["main"](tvm.runtime.tensor(x.numpy()))[0].numpy())
    with torch.no_grad():
        want = m(x)
    torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5)
