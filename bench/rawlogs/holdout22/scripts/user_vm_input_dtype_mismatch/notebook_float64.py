# cause: user_vm_input_dtype_mismatch
# expect: expect Tensor with dtype float32 but get float64
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Classifier:
    @R.function
    def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 4), "float32")) -> R.Tensor((2, 4), "float32"):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.softmax(y, axis=-1)
            R.output(z)
        return z


def load_vm():
    ex = tvm.compile(Classifier, target="llvm")
    return relax.VirtualMachine(ex, tvm.cpu())


# %%
vm = load_vm()
x = np.linspace(0, 1, 16).reshape(2, 8)
w = np.ones((8, 4))

# %%
out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w))
print(out)
