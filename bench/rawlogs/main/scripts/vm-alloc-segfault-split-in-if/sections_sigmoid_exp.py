# cause: vm-alloc-segfault-split-in-if
# expect: Segfault encountered[\s\S]*StorageObj::AllocTensor|Fatal Python error: Segmentation fault
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Module:
    @R.function
    def main(p0: R.Tensor((), "bool"), p1: R.Tensor((12, "n"), "float32"), p2: R.Tensor((4, "n"), "float32")):
        n = T.int64()
        if p0:
            parts = R.split(p1, indices_or_sections=3, axis=0)
            c3 = parts[1]
        else:
            c3 = p2
        v4 = R.sigmoid(c3)
        out = R.exp(v4)
        return out


mod = Module

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
p0_nd = tvm.runtime.tensor(np.array(True))
p1_nd = tvm.runtime.tensor(np.ones((12, 5), 'float32'))
p2_nd = tvm.runtime.tensor(np.ones((4, 5), 'float32'))
result = vm["main"](p0_nd, p1_nd, p2_nd)
print(result.numpy())
