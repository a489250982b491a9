# cause: repeat-rank0-no-axis
# expect: te_repeat[\s\S]*Index out of range\. size: 0, got index 0
# capture: pytest-native
import numpy as np
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("shape", [(2, 3), (4,), ()])
@pytest.mark.parametrize("repeats", [2])
def test_flat_repeat_matches_numpy(shape, repeats):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType(shape, "int64"))
    with bb.function("main", [a]):
        with bb.dataflow():
            r = bb.emit_output(relax.op.repeat(a, repeats))
        bb.emit_func_output(r)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    data = np.arange(int(np.prod(shape)), dtype="int64").reshape(shape)
    np.testing.assert_equal(vm["main"](tvm.runtime.tensor(data)).numpy(), np.repeat(data, repeats))
