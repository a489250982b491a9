# cause: take-oob-segfault
# expect: Segfault encountered
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Tok(nn.Module):
    def __init__(self):
        self.emb = nn.Embedding(100, 16)

    def forward(self, ids: nn.Tensor):
        return self.emb(ids)


mod, params = Tok().export_tvm(spec={"forward": {"ids": nn.spec.Tensor((4,), "int32")}})
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
weight = tvm.runtime.tensor(np.random.rand(100, 16).astype("float32"))
ids = np.array([1, 2, 3, 2_000_000_000], dtype="int32")
print("running embedding lookup", flush=True)
out = vm["forward"](tvm.runtime.tensor(ids), weight)
print(out.numpy().sum())
