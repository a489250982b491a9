# cause: contrib_sort_dtype_unsupported
# expect: Unsupported input dtype: bool
# post: truncate=0.7
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class PackMask(nn.Module):
    def forward(self, mask: nn.Tensor):
        return op.sort(mask, axis=-1, descending=True)


mod, _ = PackMask().export_tvm(spec={"forward": {"mask": spec.Tensor((2, "n"), "bool")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
m = np.array([[0, 1, 0, 1], [1, 1, 0, 0]], bool)
print(vm["forward"](tvm.runtime.tensor(m)).numpy())
