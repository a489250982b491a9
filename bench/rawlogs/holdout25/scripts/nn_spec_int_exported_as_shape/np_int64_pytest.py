# cause: nn_spec_int_exported_as_shape
# expect: TypeError: Mismatched type on argument #0
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Window(nn.Module):
    def forward(self, x: nn.Tensor, keep: int):
        return op.reshape(x, (1, x.shape[0])) * op.ones((1, 1), "float32")


def test_window_runs():
    mod, _ = Window().export_tvm(spec={"forward": {"x": spec.Tensor(("n",), "float32"), "keep": spec.Int()}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    n_keep = np.int64(5)
    out = vm["forward"](tvm.runtime.tensor(np.ones(8, "float32")), n_keep)
    assert out.numpy().shape == (1, 8)
