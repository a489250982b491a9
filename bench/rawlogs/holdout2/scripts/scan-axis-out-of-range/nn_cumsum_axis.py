# cause: scan-axis-out-of-range
# expect: Index out of range
# capture: combined
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Positions(nn.Module):
    def forward(self, mask: nn.Tensor):
        # running count along the sequence dimension (meant axis=-1)
        return op.cumsum(mask, axis=2)


mod, _ = Positions().export_tvm(spec={"forward": {"mask": nn.spec.Tensor((4, 128), "int32")}})
mod.show()
exe = tvm.compile(mod, target="llvm")
print(exe)
