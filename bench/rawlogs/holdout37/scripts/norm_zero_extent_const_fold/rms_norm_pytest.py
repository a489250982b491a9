# cause: norm_zero_extent_const_fold
# expect: Divide by zero
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import relax as R


@pytest.mark.parametrize("hidden", [8, 0])
def test_rms_norm_shapes(hidden):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, hidden), "float32"))
    w = relax.Var("w", relax.TensorType((hidden,), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.rms_norm(x, w, axes=[-1]))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    xn = np.random.rand(4, hidden).astype("float32")
    got = vm["main"](tvm.runtime.tensor(xn), tvm.runtime.tensor(np.ones(hidden, "float32"))).numpy()
    assert got.shape == xn.shape
