# cause: plan-memory-if-branch-storage
# expect: Segfault encountered[\s\S]*StorageObj::AllocTensor
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Gate:
    @R.function
    def main(use_relu: R.Tensor((), "bool"), x: R.Tensor((4, 8), "float32")) -> R.Tensor((4, 8), "float32"):
        if use_relu:
            a = R.nn.relu(x)
            b = R.exp(x)
            y1 = R.add(a, b)
            y: R.Tensor((4, 8), "float32") = y1
        else:
            c = R.sigmoid(x)
            d = R.tanh(x)
            y2 = R.multiply(c, d)
            y: R.Tensor((4, 8), "float32") = y2
        return y


ex = relax.build(Gate, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.random.rand(4, 8).astype("float32"))
print(vm["main"](tvm.runtime.tensor(np.array(True)), x).numpy().sum())
print(vm["main"](tvm.runtime.tensor(np.array(False)), x).numpy().sum())
