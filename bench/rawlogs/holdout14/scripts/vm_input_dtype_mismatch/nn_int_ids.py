# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class Tok(nn.Module):
    def __init__(self):
        self.embed = nn.Embedding(1000, 32)
    def forward(self, ids):
        return self.embed(ids)

mod, params = Tok().export_tvm(spec={"forward": {"ids": nn.spec.Tensor(["seq"], "int32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
table = tvm.runtime.tensor(np.random.rand(1000, 32).astype("float32"))
ids = tvm.runtime.tensor(np.array([1, 5, 9, 2]))  # int64
print(vm["forward"](ids, table))
