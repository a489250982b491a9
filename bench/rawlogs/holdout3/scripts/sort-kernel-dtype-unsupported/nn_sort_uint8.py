# cause: sort-kernel-dtype-unsupported
# expect: Unsupported input dtype: uint8
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class MedianFilter(nn.Module):
    def forward(self, patch: nn.Tensor):
        s = nn.op.sort(patch, axis=1)
        return nn.op.take(s, nn.Tensor.from_const(np.array([4], "int64")), axis=1)


mod, _ = MedianFilter().export_tvm(spec={"forward": {"patch": nn.spec.Tensor((100, 9), "uint8")}})
print("exported; compiling")
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
patches = (np.arange(900) % 251).astype("uint8").reshape(100, 9)
print(vm["forward"](tvm.runtime.tensor(patches)).numpy()[:5])
