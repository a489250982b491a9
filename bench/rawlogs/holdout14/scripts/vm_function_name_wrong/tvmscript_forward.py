# cause: vm_function_name_wrong
# expect: Module has no function '\w+'
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor(("n", 2), "float32")):
        with R.dataflow():
            y = R.sum(x, axis=1)
            R.output(y)
        return y

ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.ones((3, 2), "float32"))
for name in ["forward"]:
    print("calling", name)
    vm[name](x)
