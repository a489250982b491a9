# cause: nn_params_wrong_order
# expect: Not equal to tolerance rtol=1e-05
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Proj(nn.Module):
    def __init__(self, d):
        self.q_proj = nn.Linear(d, d, bias=False)
        self.o_proj = nn.Linear(d, d, bias=False)

    def forward(self, x):
        return self.o_proj(nn.gelu(self.q_proj(x)))


def fake_checkpoint(d):
    rng = np.random.default_rng(123)
    return {
        "q_proj.weight": rng.standard_normal((d, d)).astype("float32"),
        "o_proj.weight": rng.standard_normal((d, d)).astype("float32"),
    }


def gelu(v):
    from math import erf, sqrt

    return v * 0.5 * (1.0 + np.vectorize(erf)(v / sqrt(2.0)))


def test_proj_against_numpy():
    d = 8
    mod, _ = Proj(d).export_tvm({"forward": {"x": nn.spec.Tensor([2, d], "float32")}})
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    ckpt = fake_checkpoint(d)
    weights = [ckpt[name] for name in sorted(ckpt)]
    x = np.linspace(-1, 1, 2 * d, dtype="float32").reshape(2, d)
    got = vm["forward"](x, *weights).numpy()
    ref = gelu(x @ ckpt["q_proj.weight"].T) @ ckpt["o_proj.weight"].T
    np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-5)
