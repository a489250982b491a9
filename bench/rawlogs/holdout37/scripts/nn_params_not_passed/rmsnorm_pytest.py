# cause: nn_params_not_passed
# expect: Invoking function forward expects
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Block(nn.Module):
    def __init__(self, d):
        self.norm = nn.RMSNorm(d, axes=-1, bias=False)

    def forward(self, h: nn.Tensor):
        return self.norm(h)


def test_rmsnorm_matches_numpy():
    mod, params = Block(24).export_tvm(spec={"forward": {"h": nn.spec.Tensor((2, 24), "float32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
    h = np.random.randn(2, 24).astype("float32")
    got = vm["forward"](tvm.runtime.tensor(h)).numpy()
    np.testing.assert_allclose(got, h / np.sqrt((h * h).mean(-1, keepdims=True) + 1e-5), rtol=1e-4)
