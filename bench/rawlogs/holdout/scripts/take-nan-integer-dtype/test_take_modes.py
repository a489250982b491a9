# cause: take-nan-integer-dtype
# expect: cannot make uint from negative value nan
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("mode", ["clip", "wrap", "nan"])
@pytest.mark.parametrize("dtype", ["float32", "uint8"])
def test_take(dtype, mode):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((5, 3), dtype))
    i = relax.Var("i", relax.TensorType((4,), "int64"))
    with bb.function("main", [x, i]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.take(x, i, axis=0, mode=mode))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    xs = np.arange(15).reshape(5, 3).astype(dtype)
    out = vm["main"](tvm.runtime.tensor(xs), tvm.runtime.tensor(np.array([0, 2, 4, 1], "int64"))).numpy()
    np.testing.assert_array_equal(out, xs[[0, 2, 4, 1]])
