# cause: minmax_value_bool
# expect: Cannot decide min_value
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class FirstTrue:
    @R.function
    def main(m: R.Tensor((4, 10), "bool")):
        with R.dataflow():
            idx = R.argmax(m, axis=1)
            R.output(idx)
        return idx


def test_first_true_index():
    ex = tvm.compile(FirstTrue, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    m = np.zeros((4, 10), bool)
    m[:, 3] = True
    assert (vm["main"](tvm.runtime.tensor(m)).numpy() == 3).all()
