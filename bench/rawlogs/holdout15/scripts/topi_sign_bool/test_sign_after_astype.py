# cause: topi_sign_bool
# expect: exceeds range of bool
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 6), "int8")):
        with R.dataflow():
            b = R.astype(x, "bool")
            s = R.sign(b)
            y = R.astype(s, "int8")
            R.output(y)
        return y


def test_sign_chain_int8():
    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.array([[0, 1, -3, 4, 0, 2], [5, 0, 0, -1, 7, 0]], "int8")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(x)).numpy(), (x != 0).astype("int8"))
