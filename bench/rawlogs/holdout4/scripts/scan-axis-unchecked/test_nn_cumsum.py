# cause: scan-axis-unchecked
# expect: IndexError
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Prefix(nn.Module):
    def forward(self, x):
        return F.cumsum(x, axis=0)


def _compile(shape):
    mod, _ = Prefix().export_tvm({"forward": {"x": nn.spec.Tensor(shape, "float32")}})
    return relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())


def test_prefix_vector():
    vm = _compile((5,))
    out = vm["forward"](tvm.runtime.tensor(np.arange(5, dtype="float32"))).numpy()
    np.testing.assert_allclose(out, np.cumsum(np.arange(5, dtype="float32")))


def test_prefix_scalar():
    vm = _compile(())
    out = vm["forward"](tvm.runtime.tensor(np.array(3.0, "float32"))).numpy()
    assert float(out.reshape(-1)[0]) == 3.0
