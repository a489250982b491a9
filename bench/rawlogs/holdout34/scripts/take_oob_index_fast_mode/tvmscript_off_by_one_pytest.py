# cause: take_oob_index_fast_mode
# expect: AssertionError
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

import pytest


@tvm.script.ir_module
class TakeMod:
    @R.function
    def main(x: R.Tensor((5, 8), "float32"), idx: R.Tensor((3,), "int64")) -> R.Tensor((5, 3), "float32"):
        with R.dataflow():
            y = R.take(x, idx, axis=1)
            R.output(y)
        return y


@pytest.mark.parametrize("last", [8, 9])
def test_take_last_column(last):
    # "last" runs one past the end: the spec says indices are clamped
    x = np.linspace(-1, 1, 40, dtype="float32").reshape(5, 8)
    idx = np.array([0, 7, last], dtype="int64")
    vm = relax.VirtualMachine(tvm.compile(TakeMod, target="llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(idx)).numpy()
    ref = np.take(x, idx, axis=1, mode="clip")
    assert np.array_equal(got, ref), f"take mismatch for index {last}:\n{got}\nvs\n{ref}"
