# cause: user_error_vm_function_not_found
# expect: Module has no function '\w+'
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class Two:
    @R.function
    def encode(x: R.Tensor((2,), "float32")):
        return R.exp(x)

    @R.function
    def decode(x: R.Tensor((2,), "float32")):
        return R.log(x)


def test_roundtrip():
    vm = relax.VirtualMachine(tvm.compile(Two, "llvm"), tvm.cpu())
    x = tvm.runtime.tensor(np.ones(2, "float32"))
    y = vm["encoder"](x)
