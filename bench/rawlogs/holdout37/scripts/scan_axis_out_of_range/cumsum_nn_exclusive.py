# cause: scan_axis_out_of_range
# expect: Index out of range
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Offsets(nn.Module):
    """Exclusive prefix sum of segment lengths -> start offsets."""

    def forward(self, lengths: nn.Tensor):
        return op.cumsum(lengths, axis=2, exclusive=True)


mod, _ = Offsets().export_tvm(spec={"forward": {"lengths": nn.spec.Tensor((4, 8), "int64")}})
mod.show()
ex = tvm.compile(mod, target="llvm")
lens = np.random.randint(1, 5, (4, 8)).astype("int64")
got = relax.VirtualMachine(ex, tvm.cpu())["forward"](tvm.runtime.tensor(lens)).numpy()
ref = np.cumsum(lens, axis=1) - lens
assert (got == ref).all()
