# cause: llvm_max_min_drop_nan
# expect: nan location mismatch|Not equal
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class MaxLogit(nn.Module):
    def forward(self, logits: nn.Tensor):
        return op.max(logits, axis=-1)


def test_nan_logits_are_detected():
    mod, _ = MaxLogit().export_tvm(spec={"forward": {"logits": spec.Tensor(("b", "v"), "float32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    logits = np.random.default_rng(3).standard_normal((2, 50)).astype("float32")
    logits[1, 7] = np.nan  # a diverged row must stay NaN so the guard can catch it
    got = vm["forward"](tvm.runtime.tensor(logits)).numpy()
    np.testing.assert_allclose(got, np.max(logits, axis=-1))
