# cause: llvm_codegen_bool_compare
# expect: kDLFloat
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class GateMerge(nn.Module):
    def forward(self, gate_a: nn.Tensor, gate_b: nn.Tensor):
        # logical OR of two boolean gates, written as elementwise max
        return op.maximum(gate_a, gate_b)


def test_gate_merge_runs_on_cpu():
    mod, _ = GateMerge().export_tvm(
        spec={"forward": {"gate_a": spec.Tensor(("tokens", 8), "bool"), "gate_b": spec.Tensor(("tokens", 8), "bool")}}
    )
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.zeros((3, 8), bool)
    b = np.ones((3, 8), bool)
    np.testing.assert_array_equal(vm["forward"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy(), a | b)
