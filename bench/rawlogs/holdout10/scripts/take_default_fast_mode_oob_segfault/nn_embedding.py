# cause: take_default_fast_mode_oob_segfault
# expect: Segfault encountered|Segmentation fault
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.relax.frontend import nn


class Embed(nn.Module):
    def __init__(self):
        self.emb = nn.Embedding(100, 16)

    def forward(self, ids):
        return self.emb(ids)


mod, params = Embed().export_tvm({"forward": {"ids": nn.spec.Tensor((4,), "int32")}})
print("params:", [n for n, _ in params])
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
weight = tvm.runtime.tensor(np.random.rand(100, 16).astype("float32"))
ids = np.array([1, 5, 300000000, 7], "int32")  # tokenizer produced an id past the vocab
print("running embedding", flush=True)
print(vm["forward"](tvm.runtime.tensor(ids), weight).numpy())
