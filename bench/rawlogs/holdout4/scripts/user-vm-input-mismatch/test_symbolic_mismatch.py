# cause: user-vm-input-mismatch
# expect: mismatch to a previous populated value
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Residual:
    @R.function
    def main(x: R.Tensor(("n", 16), "float32"), skip: R.Tensor(("n", 16), "float32")):
        with R.dataflow():
            y = R.add(x, skip)
            R.output(y)
        return y


VM = relax.VirtualMachine(tvm.compile(Residual, target="llvm"), tvm.cpu())


def test_same_length():
    a = np.ones((5, 16), "float32")
    assert VM["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(a)).numpy().sum() == 160


def test_skip_from_previous_step():
    a = np.ones((5, 16), "float32")
    b = np.ones((6, 16), "float32")
    VM["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b))
