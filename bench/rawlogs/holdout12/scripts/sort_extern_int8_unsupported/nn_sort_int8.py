# cause: sort_extern_int8_unsupported
# expect: Unsupported input dtype: int8
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class SortQuantized(nn.Module):
    def forward(self, x: nn.Tensor):
        return F.sort(x, axis=0)


mod, params = SortQuantized().export_tvm(spec={"forward": {"x": nn.spec.Tensor((8, 2), "int8")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.arange(16, dtype="int8").reshape(8, 2))
print(vm["forward"](x))
