# cause: reduce_axes_repeated
# expect: relax\.variance
# capture: pytest-native
import numpy as np
import pytest
import tvm
from tvm import relax


def _run(op, shape, axes, keepdims):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(op(x, axis=axes, keepdims=keepdims))
        bb.emit_func_output(y)
    ex = tvm.compile(bb.get(), target="llvm")
    data = np.random.rand(*shape).astype("float32")
    return data, relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(data)).numpy()


@pytest.mark.parametrize("axes", [[0], [2, -1]])
def test_variance(axes):
    norm = sorted({a % 3 for a in axes})
    data, out = _run(relax.op.variance, (5, 4, 6), axes, False)
    np.testing.assert_allclose(out, data.var(axis=tuple(norm)), rtol=1e-4, atol=1e-6)
