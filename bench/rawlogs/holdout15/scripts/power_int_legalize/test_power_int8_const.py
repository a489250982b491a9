# cause: power_int_legalize
# expect: power only applies to float
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Sq:
    @R.function
    def main(x: R.Tensor((4, 4), "int8")):
        with R.dataflow():
            y = R.power(x, R.const(2, "int8"))
            R.output(y)
        return y


def test_square_int8():
    ex = tvm.compile(Sq, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(16, dtype="int8").reshape(4, 4) % 5
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(x)).numpy(), x ** 2)
