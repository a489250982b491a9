# cause: user_error_vm_function_not_found
# expect: Cannot find main. in the global registry
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class K:
    @R.function
    def run_kernel(x: R.Tensor((64,), "float32")):
        return R.tanh(x)


def test_bench():
    vm = relax.VirtualMachine(tvm.compile(K, "llvm"), tvm.cpu())
    f = vm.time_evaluator("main", tvm.cpu(), number=3)  # entry is run_kernel
    print(f(tvm.runtime.tensor(np.ones(64, "float32"))))
