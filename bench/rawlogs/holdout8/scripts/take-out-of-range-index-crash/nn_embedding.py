# cause: take-out-of-range-index-crash
# expect: Segfault encountered
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Emb(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(100, 16)

    def forward(self, ids):
        return self.emb(ids)


mod, params = Emb().export_tvm({"forward": {"ids": nn.spec.Tensor((3,), "int32")}})
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
weight = tvm.runtime.tensor(np.zeros((100, 16), "float32"))
ids = tvm.runtime.tensor(np.array([1, 2, 2000000000], "int32"))
print(vm["forward"](ids, weight))
