# cause: user_vm_input_dtype_mismatch
# expect: expect Tensor with dtype bfloat16 but get float32
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4,), "bfloat16")) -> R.Tensor((4,), "float32"):
        return R.astype(R.round(x), "float32")

def test_round_bf16():
    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.array([0.5, 1.5, 2.5, -0.5], "float32")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(a)).numpy(), np.round(a))
