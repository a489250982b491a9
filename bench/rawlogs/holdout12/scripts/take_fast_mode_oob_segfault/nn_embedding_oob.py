# cause: take_fast_mode_oob_segfault
# expect: Segfault encountered|Segmentation fault
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Emb(nn.Module):
    def __init__(self):
        self.emb = nn.Embedding(64, 8, dtype="float32")

    def forward(self, ids: nn.Tensor):
        return self.emb(ids)


mod, params = Emb().export_tvm(spec={"forward": {"ids": nn.spec.Tensor((1, 3), "int32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
w = tvm.runtime.tensor(np.zeros((64, 8), "float32"))
ids = tvm.runtime.tensor(np.array([[5, 2147483000, 7]], "int32"))
print(vm["forward"](ids, w))
