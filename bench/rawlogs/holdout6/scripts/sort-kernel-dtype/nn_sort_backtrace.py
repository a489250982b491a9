# cause: sort-kernel-dtype
# expect: Unsupported input dtype: (bool|int8|uint8)
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Rank(nn.Module):
    def forward(self, x: nn.Tensor):
        return F.sort(x, axis=-1, descending=False)


mod, _ = Rank().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 4), "int8")}})
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["forward"](tvm.runtime.tensor(np.array([[4, 3, 2, 1], [1, 2, 3, 4]], "int8")))
