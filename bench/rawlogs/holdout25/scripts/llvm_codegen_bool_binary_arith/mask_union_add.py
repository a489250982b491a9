# cause: llvm_codegen_bool_binary_arith
# expect: codegen_llvm.cc
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Union(nn.Module):
    def forward(self, x: nn.Tensor, y: nn.Tensor):
        return op.add(x, y)


def test_bool_union():
    mod, _ = Union().export_tvm(spec={"forward": {"x": spec.Tensor((16,), "bool"), "y": spec.Tensor((16,), "bool")}})
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(16) % 2 == 0
    y = np.arange(16) % 3 == 0
    np.testing.assert_array_equal(vm["forward"](tvm.runtime.tensor(x), tvm.runtime.tensor(y)).numpy(), x | y)
