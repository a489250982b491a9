# cause: take-fast-mode-negative-indices
# expect: Not equal to tolerance
# capture: pytest
import numpy as np
import tvm
import tvm.testing
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Gather:
    @R.function
    def main(x: R.Tensor((4, 5), "float32"), idx: R.Tensor((3,), "int64")):
        with R.dataflow():
            y = R.take(x, idx, axis=1)
            R.output(y)
        return y


def test_take_negative_index_matches_numpy():
    ex = tvm.compile(Gather, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(20, dtype="float32").reshape(4, 5)
    idx = np.array([0, -1, 2], dtype="int64")
    out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(idx))
    tvm.testing.assert_allclose(out.numpy(), np.take(x, idx, axis=1))
