# cause: vm-input-signature-mismatch
# expect: ErrorContext\(fn=main, loc=param\[1\]
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(a: R.Tensor(("n", "k"), "float32"), b: R.Tensor(("n", "k"), "float32")):
        with R.dataflow():
            c = R.add(a, b)
            R.output(c)
        return c


def test_add_dynamic():
    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.ones((4, 5), "float32")
    b = np.ones((4, 1), "float32")  # relying on broadcasting
    out = vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b))
    np.testing.assert_allclose(out.numpy(), a + b)
