# cause: one-hot-negative-axis
# expect: test_one_hot\[-3\][\s\S]*out of bounds
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax, tirx


def np_one_hot(idx, depth, axis):
    eye = np.eye(depth, dtype="float32")[idx]
    return np.moveaxis(eye, -1, axis)


@pytest.mark.parametrize("axis", [0, 1, -1, -3])
def test_one_hot(axis):
    bb = relax.BlockBuilder()
    idx = relax.Var("idx", relax.TensorType((4, 6), "int64"))
    with bb.function("main", [idx]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.one_hot(idx, relax.prim_value(tirx.FloatImm("float32", 1.0)),
                                                relax.prim_value(tirx.FloatImm("float32", 0.0)),
                                                depth=3, axis=axis))
        bb.emit_func_output(y)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = (np.arange(24).reshape(4, 6) % 3).astype("int64")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(data)).numpy(), np_one_hot(data, 3, axis))
