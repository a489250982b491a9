# cause: cumsum_bool_llvm_add
# expect: Check failed
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def test_still_alive():
    @tvm.script.ir_module
    class Alive:
        @R.function
        def main(ok: R.Tensor((3, 6), "bool")):
            with R.dataflow():
                a = R.cumprod(ok, axis=1)
                R.output(a)
            return a

    ex = tvm.compile(Alive, target="llvm")
    ok = np.random.rand(3, 6) > 0.2
    got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(ok)).numpy()
    np.testing.assert_array_equal(got, np.cumprod(ok, axis=1).astype(bool))
