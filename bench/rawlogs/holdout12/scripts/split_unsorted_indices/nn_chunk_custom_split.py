# cause: split_unsorted_indices
# expect: split_indices must be sorted
# capture: pytest-native
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Heads(nn.Module):
    def __init__(self, cuts):
        self.cuts = cuts

    def forward(self, x: nn.Tensor):
        a, b, c = nn.op.split(x, self.cuts, axis=1)
        return nn.op.add(a, a)


mod, _ = Heads([5, 2]).export_tvm(spec={"forward": {"x": nn.spec.Tensor((3, 8), "float32")}})
tvm.compile(mod, target="llvm")
