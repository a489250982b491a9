# cause: vm_wrong_arg_count
# expect: Invoking function \w+ expects \d+ arguments
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Proj(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(8, 4, bias=False)

    def forward(self, x: nn.Tensor):
        return self.fc(x)


def test_forward_without_params():
    mod, params = Proj().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 8), "float32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    out = vm["forward"](tvm.runtime.tensor(np.ones((1, 8), "float32")))
    assert out.shape == (1, 4)
