# cause: cpu_sort_extern_dtype_unsupported
# expect: Unsupported input dtype: u?int(8|16)
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.relax.frontend import nn


class TokenOrder(nn.Module):
    def forward(self, ids: nn.Tensor):
        return nn.op.argsort(ids, axis=-1)


def test_token_order():
    mod, _ = TokenOrder().export_tvm({"forward": {"ids": nn.spec.Tensor((2, 10), "uint16")}})
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    ids = np.random.RandomState(0).randint(0, 1000, (2, 10)).astype("uint16")
    out = vm["forward"](tvm.runtime.tensor(ids))
    assert out.shape == (2, 10)
