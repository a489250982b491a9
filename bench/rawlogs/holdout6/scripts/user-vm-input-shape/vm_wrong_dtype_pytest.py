# cause: user-vm-input-shape
# expect: ErrorContext|dtype
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Add:
    @R.function
    def main(a: R.Tensor((3,), "float32"), b: R.Tensor((3,), "float32")):
        c = R.add(a, b)
        return c


def _vm():
    return relax.VirtualMachine(tvm.compile(Add, "llvm"), tvm.cpu())


def test_add_floats():
    out = _vm()["main"](tvm.runtime.tensor(np.ones(3, "float32")), tvm.runtime.tensor(np.ones(3, "float32")))
    assert out.numpy().tolist() == [2.0, 2.0, 2.0]


def test_add_float64_input():
    _vm()["main"](tvm.runtime.tensor(np.ones(3, "float32")), tvm.runtime.tensor(np.ones(3, "float64")))
