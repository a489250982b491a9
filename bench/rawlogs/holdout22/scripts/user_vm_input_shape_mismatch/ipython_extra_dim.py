# cause: user_vm_input_shape_mismatch
# expect: expect Tensor with ndim 2 but get 3
# capture: ipython
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


vm = load_vm()
x = np.random.rand(1, 2, 8).astype("float32")
w = np.random.rand(8, 4).astype("float32")
vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w))
