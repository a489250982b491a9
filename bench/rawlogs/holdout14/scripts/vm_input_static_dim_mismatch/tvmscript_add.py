# cause: vm_input_static_dim_mismatch
# expect: mismatch to specified constant
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor(("n", 4), "float32")):
        with R.dataflow():
            y = R.add(x, x)
            R.output(y)
        return y

ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.random.rand(3, 5).astype("float32")))
print(out.numpy())
