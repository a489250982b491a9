# cause: vm-input-shape-mismatch
# expect: match_cast error|mismatch to specified constant
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I


@I.ir_module
class Add:
    @R.function
    def main(a: R.Tensor((4, 4), "float32"), b: R.Tensor((4, 4), "float32")):
        c = R.add(a, b)
        return c


VM = relax.VirtualMachine(tvm.compile(Add, "llvm"), tvm.cpu())


def test_add_ok():
    a = tvm.runtime.tensor(np.ones((4, 4), "float32"))
    assert VM["main"](a, a).numpy().sum() == 32


def test_add_transposed_shape():
    a = tvm.runtime.tensor(np.ones((4, 4), "float32"))
    b = tvm.runtime.tensor(np.ones((4, 2), "float32"))
    VM["main"](a, b)
