# cause: mean-zero-extent-divide
# expect: Divide by zero
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


def _std_module(shape, axis, keepdims):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.std(x, axis=axis, keepdims=keepdims))
        bb.emit_func_output(y)
    return bb.get()


def test_std_regular():
    mod = _std_module((4, 6), [1], True)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = np.random.rand(4, 6).astype("float32")
    out = vm["main"](tvm.runtime.tensor(data)).numpy()
    np.testing.assert_allclose(out, data.std(axis=1, keepdims=True), rtol=1e-5)


def test_std_empty_axis():
    mod = _std_module((4, 0, 3), [1], True)
    tvm.compile(mod, target="llvm")
