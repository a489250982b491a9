# cause: vm_function_not_found
# expect: Module has no function 'prefil'
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class LM:
    @R.function
    def prefill(x: R.Tensor((1, 8), "float32")):
        y = R.nn.softmax(x)
        return y

    @R.function
    def decode(x: R.Tensor((1, 1), "float32")):
        y = R.exp(x)
        return y

print([gv.name_hint for gv in LM.get_global_vars()])
vm = relax.VirtualMachine(tvm.compile(LM, "llvm"), tvm.cpu())
out = vm["prefil"](tvm.runtime.tensor(np.zeros((1, 8), "float32")))
