# cause: scan-axis-unchecked
# expect: Index out of range
# capture: combined
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class RunningTotal(nn.Module):
    def forward(self, x: nn.Tensor):
        return op.cumsum(x, axis=-3)


print("exporting RunningTotal")
mod, _ = RunningTotal().export_tvm(spec={"forward": {"x": spec.Tensor([2, 16], "float32")}})
print("exported; compiling")
ex = tvm.compile(mod, target="llvm")
print("compiled")
