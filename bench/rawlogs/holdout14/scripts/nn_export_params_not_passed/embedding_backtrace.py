# cause: nn_export_params_not_passed
# expect: arguments were provided
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class Emb(nn.Module):
    def __init__(self):
        self.tok = nn.Embedding(50, 16)
        self.pos = nn.Embedding(128, 16)
    def forward(self, ids, pos):
        return self.tok(ids) + self.pos(pos)

mod, params = Emb().export_tvm(spec={"forward": {"ids": nn.spec.Tensor(["s"], "int32"), "pos": nn.spec.Tensor(["s"], "int32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
ids = tvm.runtime.tensor(np.array([1, 2, 3], "int32"))
vm["forward"](ids, ids)
