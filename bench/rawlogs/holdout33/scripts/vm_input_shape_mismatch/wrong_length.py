# cause: vm_input_shape_mismatch
# expect: match_cast error,\s+shape\[0\] mismatch
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Gate:
    @R.function
    def main(flag: R.Tensor((), "bool"), x: R.Tensor((8,), "float32")):
        if flag:
            y = R.sigmoid(x)
        else:
            y = x
        return y


ex = tvm.compile(Gate, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(10).astype("float32")
print(vm["main"](tvm.runtime.tensor(np.array(False)), tvm.runtime.tensor(x)))
