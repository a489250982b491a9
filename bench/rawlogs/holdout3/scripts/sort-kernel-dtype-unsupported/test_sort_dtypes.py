# cause: sort-kernel-dtype-unsupported
# expect: test_sort\[bool\][\s\S]*Unsupported input dtype: bool
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


def make(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((10,), dtype))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.sort(x, descending=True))
        bb.emit_func_output(y)
    return bb.get()


@pytest.mark.parametrize("dtype", ["float32", "int64", "bool"])
def test_sort(dtype):
    ex = tvm.compile(make(dtype), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = (np.arange(10) % 3).astype(dtype)
    out = vm["main"](tvm.runtime.tensor(data)).numpy()
    np.testing.assert_array_equal(out, np.sort(data)[::-1])
