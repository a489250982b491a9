# cause: sort_axis_out_of_range
# expect: Index 3 out of bounds
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

# %%
class TopScores(nn.Module):
    def forward(self, logits: nn.Tensor):
        return op.topk(logits, k=3, axis=3, ret_type="both", largest=True, dtype="int32")

mod, _ = TopScores().export_tvm(spec={"forward": {"logits": nn.spec.Tensor((2, 5, 11), "float32")}})

# %%
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(2, 5, 11).astype("float32")
vals, idx = vm["forward"](tvm.runtime.tensor(x))
print(vals.numpy().shape)
