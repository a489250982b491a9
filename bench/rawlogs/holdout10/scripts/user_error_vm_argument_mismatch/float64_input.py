# cause: user_error_vm_argument_mismatch
# expect: expect Tensor with dtype float32 but get float64
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), w: R.Tensor((3, 4), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z

ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

x = np.random.rand(2, 3)  # numpy default float64
w = np.random.rand(3, 4).astype("float32")
print(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)))
