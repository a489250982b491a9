# cause: contrib-topk-dtype
# expect: Unsupported input dtype: uint32
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class TopIds(nn.Module):
    def forward(self, counts: nn.Tensor):
        values, indices = op.topk(counts, k=4, axis=-1, largest=True)
        return indices


def _vm(dtype):
    mod, _ = TopIds().export_tvm(spec={"forward": {"counts": spec.Tensor([1, 32], dtype)}})
    return relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())


def test_topk_int64():
    counts = np.arange(32, dtype="int64").reshape(1, 32)
    out = _vm("int64")["forward"](tvm.runtime.tensor(counts)).numpy()
    assert sorted(out[0].tolist()) == [28, 29, 30, 31]


def test_topk_uint32():
    counts = np.arange(32, dtype="uint32").reshape(1, 32)
    out = _vm("uint32")["forward"](tvm.runtime.tensor(counts)).numpy()
    assert sorted(out[0].tolist()) == [28, 29, 30, 31]
