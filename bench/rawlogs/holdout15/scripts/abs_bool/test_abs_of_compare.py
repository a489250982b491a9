# cause: abs_bool
# expect: absolute op
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((10,), "float32")):
        with R.dataflow():
            c = R.less(x, R.const(0, "float32"))
            a = R.abs(c)
            R.output(a)
        return a


def test_abs_bool_roundtrip():
    ex = tvm.compile(M, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.linspace(-1, 1, 10).astype("float32")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(x)).numpy(), x < 0)
