# cause: llvm-codegen-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
import tvm
from tvm.relax.frontend import nn


class BinConv(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(2, 2, 3, bias=False, dtype="bool")

    def forward(self, x):
        return self.conv(x)


mod, _ = BinConv().export_tvm({"forward": {"x": nn.spec.Tensor((1, 2, 6, 6), "bool")}})
tvm.compile(mod, "llvm")
