# cause: scan_zero_extent_floormod
# expect: Divide by zero
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

# %%
class Positions(nn.Module):
    def forward(self, mask: nn.Tensor):
        return op.cumsum(mask, axis=1, dtype="int32")

# %%
mod, _ = Positions().export_tvm(spec={"forward": {"mask": nn.spec.Tensor((1, 0), "int32")}})
ex = tvm.compile(mod, target="llvm")
