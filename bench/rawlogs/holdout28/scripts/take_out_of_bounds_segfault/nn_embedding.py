# cause: take_out_of_bounds_segfault
# expect: Fast mode segfaults when there are out-of-bounds indices
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class Tok(nn.Module):
    def __init__(self):
        self.wte = nn.Embedding(256, 32)

    def forward(self, ids):
        return self.wte(ids)


mod, params = Tok().export_tvm({"forward": {"ids": spec.Tensor(["batch", "seq"], "int32")}})
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
wte = tvm.runtime.tensor(np.zeros((256, 32), "float32"))
ids = np.full((2, 8), -1, dtype="int32")  # padding id -1 for masked positions
ids[:, :3] = [5, 6, 7]
ids[1, 7] = 2 ** 30
print("ids", ids.tolist())
out = vm["forward"](tvm.runtime.tensor(ids), wte)
print(out.shape)
