# cause: impure_function_called_from_pure
# expect: not well-formed
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_checked_branch():
    @I.ir_module
    class Checked:
        @R.function(pure=False)
        def check(x: R.Tensor((3,), "float32")) -> R.Tensor((3,), "float32"):
            ok = R.greater_equal(R.min(x), R.const(0.0, "float32"))
            R.assert_op(ok, format="negative input")
            return x

        @R.function
        def main(c: R.Tensor((), "bool"), x: R.Tensor((3,), "float32")):
            cls = Checked
            if c:
                y = cls.check(x)
            else:
                y = x
            return R.sqrt(y)

    ex = tvm.compile(Checked, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.array(True)), tvm.runtime.tensor(np.array([1, 4, 9], "float32")))
    np.testing.assert_allclose(out.numpy(), [1, 2, 3])
