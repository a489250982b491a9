# cause: user-vm-input-shape-mismatch
# expect: match_cast error
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Lin:
    @R.function
    def main(x: R.Tensor((4, 16), "float32"), w: R.Tensor((16, 8), "float32")):
        y = R.matmul(x, w)
        return y


ex = tvm.compile(Lin, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.ones((4, 16), "float32"))
w = tvm.runtime.tensor(np.ones((8, 16), "float32"))
print("running matmul")
print(vm["main"](x, w))
