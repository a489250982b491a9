# cause: tir_negative_unsigned
# expect: cannot make uint from negative value
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Wrap:
    @R.function
    def main(h: R.Tensor(("n",), "uint32")):
        with R.dataflow():
            y = R.negative(h)
            R.output(y)
        return y


def test_twos_complement_negate():
    vm = relax.VirtualMachine(tvm.compile(Wrap, "llvm"), tvm.cpu())
    h = np.array([1, 2, 3], "uint32")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(h)).numpy(), (-h.astype(np.int64)).astype("uint32"))
