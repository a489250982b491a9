# cause: take-fast-mode-negative-indices
# expect: test_take_matches_numpy\[
# capture: pytest-line
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
import tvm.testing
from tvm import relax
from tvm.script import ir as I, relax as R

dtype = tvm.testing.parameter("int32", "float32")


def test_take_matches_numpy(dtype):
    @I.ir_module
    class Mod:
        @R.function
        def main(x: R.Tensor((3, 3), dtype), idx: R.Tensor((2,), "int64")):
            return R.take(x, idx, axis=1)

    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(1, 10).astype(dtype).reshape(3, 3)
    idx = np.array([-1, 1], dtype="int64")
    out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(idx)).numpy()
    tvm.testing.assert_allclose(out, np.take(x, idx, axis=1))
