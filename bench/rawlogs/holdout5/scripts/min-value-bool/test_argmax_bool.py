# cause: min-value-bool
# expect: Cannot decide min_value
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class FirstTrue:
    @R.function
    def main(m: R.Tensor((3, 9), "bool")):
        with R.dataflow():
            i = R.argmax(m, axis=1)
            R.output(i)
        return i


@I.ir_module
class FirstMax:
    @R.function
    def main(m: R.Tensor((3, 9), "int32")):
        with R.dataflow():
            i = R.argmax(m, axis=1)
            R.output(i)
        return i


def test_argmax_int():
    vm = relax.VirtualMachine(tvm.compile(FirstMax, target="llvm"), tvm.cpu())
    m = np.zeros((3, 9), "int32")
    m[0, 4] = m[1, 0] = m[2, 8] = 1
    assert vm["main"](tvm.runtime.tensor(m)).numpy().tolist() == [4, 0, 8]


def test_argmax_bool():
    vm = relax.VirtualMachine(tvm.compile(FirstTrue, target="llvm"), tvm.cpu())
    m = np.zeros((3, 9), bool)
    m[0, 4] = m[1, 0] = m[2, 8] = True
    assert vm["main"](tvm.runtime.tensor(m)).numpy().tolist() == [4, 0, 8]
