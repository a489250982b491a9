# cause: reshape_symbolic_numel_unchecked
# expect: AssertionError.*merged heads mismatch
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Merge(nn.Module):
    def forward(self, x):
        b, s, h, d = x.shape
        return op.reshape(x, [b, s, 256])  # model dim hard-coded from the 8x32 config


mod, _ = Merge().export_tvm({"forward": {"x": spec.Tensor(["b", "s", "h", 32], "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
# %%
x = np.ones((1, 3, 6, 32), "float32")  # 6-head variant of the model
got = vm["forward"](tvm.runtime.tensor(x)).numpy()
print(got.shape)
# %%
ref = x.reshape(1, 3, -1)
assert got.shape == ref.shape, "merged heads mismatch"
