# cause: impure_call_in_pure_function
# expect: Program is not well-formed
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Debugged:
    @R.function
    def main(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 8), "float32")):
        h = R.matmul(x, w)
        R.print(h, format="h after matmul: {}")
        y = R.nn.relu(h)
        return y


ex = tvm.compile(Debugged, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.random.rand(4, 8).astype("float32"))
w = tvm.runtime.tensor(np.random.rand(8, 8).astype("float32"))
print(vm["main"](x, w).numpy().shape)
