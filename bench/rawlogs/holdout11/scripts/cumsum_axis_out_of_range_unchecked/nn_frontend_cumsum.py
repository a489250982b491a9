# cause: cumsum_axis_out_of_range_unchecked
# expect: IndexError: Index out of range
# capture: combined
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class Prefix(nn.Module):
    def forward(self, x):
        return nn.op.cumsum(x, axis=3)

mod, _ = Prefix().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 5, 7), "float32")}})
mod.show()
ex = tvm.compile(mod, "llvm")
