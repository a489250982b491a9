# cause: runtime_symbolic_dim_inconsistent
# expect: mismatch to a previous populated value
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Mix(nn.Module):
    def forward(self, q, k):
        return op.matmul(q, op.permute_dims(k, [0, 2, 1]))


def test_mix_batch():
    mod, _ = Mix().export_tvm(
        {"forward": {"q": spec.Tensor(["b", "t", 16], "float32"), "k": spec.Tensor(["b", "t", 16], "float32")}}
    )
    vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
    q = np.zeros((2, 7, 16), "float32")
    k = np.zeros((2, 9, 16), "float32")  # encoder length differs from decoder length
    out = vm["forward"](tvm.runtime.tensor(q), tvm.runtime.tensor(k))
    assert out.shape == (2, 7, 9)
