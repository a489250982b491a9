# cause: nn_params_not_passed
# expect: Invoking function forward expects 3 arguments \(x, fc1\.weight, fc2\.weight\), but 2 arguments were provided
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class MLP(nn.Module):
    def __init__(self):
        self.fc1 = nn.Linear(8, 8, bias=False)
        self.fc2 = nn.Linear(8, 2, bias=False)

    def forward(self, x):
        return self.fc2(nn.relu(self.fc1(x)))


def test_mlp_matches_numpy():
    mod, named = MLP().export_tvm({"forward": {"x": nn.spec.Tensor([3, 8], "float32")}})
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    rng = np.random.default_rng(0)
    weights = [rng.standard_normal(p.shape).astype("float32") for _, p in named]
    x = rng.standard_normal((3, 8)).astype("float32")
    got = vm["forward"](x, weights).numpy()
    ref = np.maximum(x @ weights[0].T, 0) @ weights[1].T
    np.testing.assert_allclose(got, ref, rtol=1e-5)
