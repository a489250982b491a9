# cause: runtime_float64_input
# expect: expect Tensor with dtype int64 but get (int32|float64)
# capture: stderr
# relax.frontend.nn embedding, position ids built with np.arange on a 32-bit default
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class PosEmb(nn.Module):
    def __init__(self):
        self.emb = nn.Embedding(512, 32)

    def forward(self, ids):
        return self.emb(ids)


mod, params = PosEmb().export_tvm({"forward": {"ids": spec.Tensor(["seq"], "int64")}})
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
table = tvm.runtime.tensor(np.zeros((512, 32), "float32"))
ids = np.arange(0, 12, dtype=np.float64)  # from a float position schedule
print(vm["forward"](tvm.runtime.tensor(ids), table).shape)
