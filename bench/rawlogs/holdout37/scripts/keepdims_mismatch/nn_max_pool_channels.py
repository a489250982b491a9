# cause: keepdims_mismatch
# expect: AssertionError
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

# %%
class ChannelMax(nn.Module):
    def forward(self, x: nn.Tensor):
        return op.max(x, axis=[2, 3], keepdims=True)

mod, _ = ChannelMax().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 3, 5, 5), "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())

# %%
x = np.random.rand(2, 3, 5, 5).astype("float32")
got = vm["forward"](tvm.runtime.tensor(x)).numpy()
ref = x.max(axis=(2, 3))
assert got.shape == ref.shape, f"shape {got.shape} != {ref.shape}"
