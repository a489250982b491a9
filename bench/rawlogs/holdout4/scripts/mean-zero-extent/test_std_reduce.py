# cause: mean-zero-extent
# expect: Divide by zero
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def _std_module(shape, axis):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.std(x, axis=axis, keepdims=True))
        bb.emit_func_output(out)
    return bb.get()


def _run(mod, arr):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](tvm.runtime.tensor(arr)).numpy()


def test_std_regular():
    arr = np.arange(12, dtype="float32").reshape(3, 4)
    got = _run(_std_module((3, 4), [1]), arr)
    np.testing.assert_allclose(got, arr.std(axis=1, keepdims=True), rtol=1e-5)


def test_std_empty_rows():
    arr = np.zeros((3, 0), dtype="float32")
    got = _run(_std_module((3, 0), [1]), arr)
    assert got.shape == (3, 1)
