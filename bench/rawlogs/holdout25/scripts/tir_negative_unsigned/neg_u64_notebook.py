# cause: tir_negative_unsigned
# expect: cannot make uint
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec

# %%
class HashMix(nn.Module):
    def forward(self, h: nn.Tensor):
        return op.negative(h) + h

mod, _ = HashMix().export_tvm(spec={"forward": {"h": spec.Tensor(("n", 2), "uint64")}})
mod.show()

# %%
ex = tvm.compile(mod, "llvm")
