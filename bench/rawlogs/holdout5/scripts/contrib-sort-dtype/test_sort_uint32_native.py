# cause: contrib-sort-dtype
# expect: Unsupported input dtype: uint32
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import pytest
import tvm
from tvm import relax


def sorter(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([6], dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.sort(x))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    return relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())


@pytest.mark.parametrize("dtype", ["int32", "int64", "float64", "uint32"])
def test_sort_matches_numpy(dtype):
    data = np.array([5, 3, 9, 1, 0, 7], dtype=dtype)
    out = sorter(dtype)["main"](tvm.runtime.tensor(data)).numpy()
    np.testing.assert_array_equal(out, np.sort(data))
