# cause: one_hot_on_off_dtype_mismatch
# expect: on_value and off_value must have the same dtype|InternalError
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax

from tvm import tirx
import pytest


@pytest.mark.parametrize("eps", [0.1])
def test_label_smoothing(eps):
    depth = 5
    on = tirx.const(1.0 - eps, "float32")
    off = tirx.const(eps / (depth - 1), "float64")  # keep the small value precise
    labels = np.array([4, 0, 2], dtype="int64")
    bb = relax.BlockBuilder()
    i = relax.Var("labels", relax.TensorType((3,), "int64"))
    with bb.function("main", [i]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.one_hot(i, on, off, depth=depth, axis=-1))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    ref = np.full((3, depth), eps / (depth - 1), "float32"); ref[np.arange(3), labels] = 1 - eps
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(labels)).numpy(), ref, rtol=1e-6)
