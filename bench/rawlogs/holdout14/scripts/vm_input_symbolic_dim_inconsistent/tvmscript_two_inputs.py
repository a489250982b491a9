# cause: vm_input_symbolic_dim_inconsistent
# expect: mismatch to a previous populated value
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor(("n", "m"), "float32"), y: R.Tensor(("n", "m"), "float32")):
        with R.dataflow():
            z = R.multiply(x, y)
            R.output(z)
        return z

Model.show()
ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.ones((3, 4), "float32")), tvm.runtime.tensor(np.ones((3, 5), "float32")))
