# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor(("n", 4), "float32")):
        with R.dataflow():
            y = R.nn.relu(x)
            R.output(y)
        return y

ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
data = np.random.randn(8, 4)   # float64 by default
print(vm["main"](tvm.runtime.tensor(data)))
