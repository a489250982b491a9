# cause: contrib_sort_dtype_unsupported
# expect: Unsupported input dtype
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class FirstActive(nn.Module):
    def forward(self, active: nn.Tensor):
        vals, idx = op.topk(active, k=2, axis=-1)
        return idx


mod, _ = FirstActive().export_tvm(spec={"forward": {"active": spec.Tensor(("rows", 10), "bool")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
a = np.zeros((3, 10), bool); a[:, 4] = True
print(vm["forward"](tvm.runtime.tensor(a)).numpy())
