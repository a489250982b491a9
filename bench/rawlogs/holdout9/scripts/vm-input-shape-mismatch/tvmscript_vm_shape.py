# cause: vm-input-shape-mismatch
# expect: match_cast error,\s+shape\[\d\] mismatch to specified constant
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((1, 784), "float32"), w: R.Tensor((784, 10), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.softmax(y)
            R.output(z)
        return z

ex = tvm.compile(MLP, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
img = np.random.rand(1, 28, 28).astype("float32").reshape(1, 784)
w = np.random.rand(10, 784).astype("float32")
print(vm["main"](tvm.runtime.tensor(img), tvm.runtime.tensor(w)))
