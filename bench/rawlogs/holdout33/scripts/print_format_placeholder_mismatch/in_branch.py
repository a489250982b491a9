# cause: print_format_placeholder_mismatch
# expect: IndexError
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_branch_logging():
    @I.ir_module
    class Br:
        @R.function(pure=False)
        def main(c: R.Tensor((), "bool"), x: R.Tensor((2,), "float32")):
            if c:
                R.print(x, format="taking relu path for {} ({} elems)")
                y = R.nn.relu(x)
            else:
                y = x
            return y

    ex = tvm.compile(Br, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.array(True)), tvm.runtime.tensor(np.array([-1.0, 2.0], "float32")))
    np.testing.assert_allclose(out.numpy(), [0.0, 2.0])
