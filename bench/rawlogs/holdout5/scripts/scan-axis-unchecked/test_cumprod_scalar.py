# cause: scan-axis-unchecked
# expect: Index out of range
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Scalar:
    @R.function
    def main(x: R.Tensor((), "float32")):
        with R.dataflow():
            y = R.cumprod(x, axis=0)
            R.output(y)
        return y


def test_cumprod_vector():
    @I.ir_module
    class Vec:
        @R.function
        def main(x: R.Tensor((5,), "float32")):
            with R.dataflow():
                y = R.cumprod(x, axis=0)
                R.output(y)
            return y

    ex = tvm.compile(Vec, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.array([1, 2, 3, 4, 5], "float32"))).numpy()
    np.testing.assert_allclose(out, [1, 2, 6, 24, 120])


def test_cumprod_scalar():
    tvm.compile(Scalar, target="llvm")
