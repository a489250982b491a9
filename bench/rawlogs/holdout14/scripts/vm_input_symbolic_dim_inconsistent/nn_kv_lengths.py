# cause: vm_input_symbolic_dim_inconsistent
# expect: mismatch to a previous populated value
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Scores(nn.Module):
    def forward(self, q, k):
        return op.matmul(q, op.permute_dims(k, [0, 2, 1]))

spec = {"forward": {"q": nn.spec.Tensor(["b", "t", 64], "float32"), "k": nn.spec.Tensor(["b", "t", 64], "float32")}}
mod, _ = Scores().export_tvm(spec=spec)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
q = tvm.runtime.tensor(np.random.rand(2, 1, 64).astype("float32"))
k = tvm.runtime.tensor(np.random.rand(2, 17, 64).astype("float32"))
print(vm["forward"](q, k).shape)
