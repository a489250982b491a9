# cause: user_error_vm_function_not_found
# expect: Module has no function '\w+'
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        return R.nn.relu(x)

vm = relax.VirtualMachine(tvm.compile(Model, "llvm"), tvm.cpu())
out = vm["forward"](tvm.runtime.tensor(np.ones(4, "float32")))
