# cause: llvm_codegen_bool_division
# expect: dtype\.MatchesCode
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec
from tvm.relax.frontend.nn.core import wrap_nested


class Keep(nn.Module):
    def forward(self, a: nn.Tensor, b: nn.Tensor):
        return wrap_nested(relax.op.floor_divide(a._expr, b._expr), "fdiv")


def test_bool_floor_divide():
    mod, _ = Keep().export_tvm(spec={"forward": {"a": spec.Tensor((2, "n"), "bool"), "b": spec.Tensor((2, "n"), "bool")}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    a = np.ones((2, 3), bool)
    np.testing.assert_array_equal(vm["forward"](tvm.runtime.tensor(a), tvm.runtime.tensor(a)).numpy(), a)
