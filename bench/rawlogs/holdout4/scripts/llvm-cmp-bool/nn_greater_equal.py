# cause: llvm-cmp-bool
# expect: CreateLE|CreateGE|CreateLT|CreateGT
# capture: pytest-native
# post: crlf
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Cmp(nn.Module):
    def forward(self, a, b):
        return F.greater_equal(a, b)


def test_cmp_float():
    mod, _ = Cmp().export_tvm({"forward": {"a": nn.spec.Tensor((4,), "float32"), "b": nn.spec.Tensor((4,), "float32")}})
    tvm.compile(mod, target="llvm")


def test_cmp_bool():
    mod, _ = Cmp().export_tvm({"forward": {"a": nn.spec.Tensor((4,), "bool"), "b": nn.spec.Tensor((4,), "bool")}})
    tvm.compile(mod, target="llvm")
