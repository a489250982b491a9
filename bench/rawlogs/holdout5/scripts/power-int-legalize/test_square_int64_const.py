# cause: power-int-legalize
# expect: power only applies to float
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Sq:
    @R.function
    def main(x: R.Tensor((6,), "int64")):
        with R.dataflow():
            y = R.power(x, R.const(2, "int64"))
            R.output(y)
        return y


def test_multiply_square():
    @I.ir_module
    class Mul:
        @R.function
        def main(x: R.Tensor((6,), "int64")):
            with R.dataflow():
                y = R.multiply(x, x)
                R.output(y)
            return y

    vm = relax.VirtualMachine(tvm.compile(Mul, target="llvm"), tvm.cpu())
    assert vm["main"](tvm.runtime.tensor(np.arange(6))).numpy().tolist() == [0, 1, 4, 9, 16, 25]


def test_power_square():
    vm = relax.VirtualMachine(tvm.compile(Sq, target="llvm"), tvm.cpu())
    assert vm["main"](tvm.runtime.tensor(np.arange(6))).numpy().tolist() == [0, 1, 4, 9, 16, 25]
