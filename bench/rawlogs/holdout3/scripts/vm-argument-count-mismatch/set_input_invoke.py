# cause: vm-argument-count-mismatch
# expect: arguments were provided
# env: TVM_BACKTRACE=1
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Embed(nn.Module):
    def __init__(self):
        self.table = nn.Embedding(100, 8)

    def forward(self, ids: nn.Tensor):
        return self.table(ids)


mod, params = Embed().export_tvm(spec={"forward": {"ids": nn.spec.Tensor((5,), "int32")}})
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
weights = [tvm.runtime.tensor(np.zeros(p.shape, p.dtype)) for _, p in params]
ids = tvm.runtime.tensor(np.arange(5, dtype="int32"))
# passing the weights as one list instead of unpacking them
print(vm["forward"](ids, *weights, weights))
