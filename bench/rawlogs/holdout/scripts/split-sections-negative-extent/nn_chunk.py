# cause: split-sections-negative-extent
# expect: second input shape at dim 1 is T\.int64\(-1\), which are not broadcastable
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Gates(nn.Module):
    def forward(self, x: nn.Tensor):
        i, f, o, g = op.chunk(x, 4, dim=-1)   # LSTM-style gates
        return op.sigmoid(i) * op.tanh(g)


mod, _ = Gates().export_tvm({"forward": {"x": nn.spec.Tensor((3, 5), "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["forward"](tvm.runtime.tensor(np.random.rand(3, 5).astype("float32"))))
