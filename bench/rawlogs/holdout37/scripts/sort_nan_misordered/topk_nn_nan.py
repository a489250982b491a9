# cause: sort_nan_misordered
# expect: AssertionError
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

# %%
class Best(nn.Module):
    def forward(self, score: nn.Tensor):
        return op.topk(score, k=2, axis=-1, ret_type="indices", largest=False, dtype="int64")

mod, _ = Best().export_tvm(spec={"forward": {"score": nn.spec.Tensor((1, 5), "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())

# %%
score = np.array([[0.4, np.nan, 0.2, 0.9, 0.1]], dtype="float32")
got = vm["forward"](tvm.runtime.tensor(score)).numpy()
ref = np.argsort(score, axis=-1, kind="stable")[:, :2]
assert (got == ref).all(), f"topk(largest=False) {got.tolist()} != numpy {ref.tolist()}"
