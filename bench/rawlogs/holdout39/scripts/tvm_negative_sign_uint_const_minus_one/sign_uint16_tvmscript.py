# cause: tvm_negative_sign_uint_const_minus_one
# expect: cannot make uint from negative value -1
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 2), "uint16")) -> R.Tensor((2, 2), "uint16"):
        with R.dataflow():
            s = R.sign(x)
            R.output(s)
        return s

def test_sign_u16():
    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.array([[0, 3], [1, 9]], "uint16")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(a)).numpy(), np.sign(a))
