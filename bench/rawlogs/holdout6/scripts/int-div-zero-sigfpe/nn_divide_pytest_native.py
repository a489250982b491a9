# cause: int-div-zero-sigfpe
# expect: Fatal Python error: Floating point exception
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Ratio(nn.Module):
    def forward(self, a: nn.Tensor, b: nn.Tensor):
        return F.divide(a, b)


def _vm():
    mod, _ = Ratio().export_tvm(spec={"forward": {"a": nn.spec.Tensor((4,), "int32"), "b": nn.spec.Tensor((4,), "int32")}})
    return relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())


def test_ratio_nonzero():
    out = _vm()["forward"](tvm.runtime.tensor(np.array([4, 6, 8, 9], "int32")), tvm.runtime.tensor(np.array([2, 3, 4, 3], "int32")))
    assert out.numpy().tolist() == [2, 2, 2, 3]


def test_ratio_zero_denominator():
    _vm()["forward"](tvm.runtime.tensor(np.array([4, 6, 8, 9], "int32")), tvm.runtime.tensor(np.array([2, 0, 4, 3], "int32")))
