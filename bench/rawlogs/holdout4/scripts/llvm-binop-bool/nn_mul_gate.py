# cause: llvm-binop-bool
# expect: CreateMul
# capture: pytest-native
import tvm
from tvm.relax.frontend import nn


class Gate(nn.Module):
    def forward(self, keep, valid):
        return keep * valid


def test_export_and_compile_gate():
    mod, _ = Gate().export_tvm(
        {"forward": {"keep": nn.spec.Tensor((2, 8), "bool"), "valid": nn.spec.Tensor((2, 8), "bool")}}
    )
    tvm.compile(mod, target="llvm")
