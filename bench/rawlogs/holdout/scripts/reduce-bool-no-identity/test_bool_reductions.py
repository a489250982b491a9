# cause: reduce-bool-no-identity
# expect: Cannot decide max_value for typeT\.bool
# capture: pytest-native
import numpy as np
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("reducer", ["sum", "argmin"])
def test_bool_reduce(reducer):
    bb = relax.BlockBuilder()
    m = relax.Var("m", relax.TensorType((5, 7), "bool"))
    with bb.function("main", [m]):
        with bb.dataflow():
            r = bb.emit_output(getattr(relax.op, reducer)(m, axis=1))
        bb.emit_func_output(r)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    data = np.random.RandomState(1).rand(5, 7) > 0.5
    got = vm["main"](tvm.runtime.tensor(data)).numpy()
    assert got.shape == (5,)
