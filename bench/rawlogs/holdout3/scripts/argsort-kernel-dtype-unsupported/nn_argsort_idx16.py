# cause: argsort-kernel-dtype-unsupported
# expect: Unsupported output dtype: int16
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Permuter(nn.Module):
    def forward(self, keys: nn.Tensor):
        # indices are < 1024 so int16 saves memory
        return nn.op.argsort(keys, axis=-1, descending=True, dtype="int16")


print("export")
mod, _ = Permuter().export_tvm(spec={"forward": {"keys": nn.spec.Tensor((4, 1000), "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("run")
print(vm["forward"](tvm.runtime.tensor(np.ones((4, 1000), "float32"))).numpy()[:, :3])
