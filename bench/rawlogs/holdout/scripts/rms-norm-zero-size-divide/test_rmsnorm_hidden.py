# cause: rms-norm-zero-size-divide
# expect: rms_norm[\s\S]*Divide by zero
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


def rms_ref(x, w, eps=1e-5):
    return x / np.sqrt((x * x).mean(-1, keepdims=True) + eps) * w


@pytest.mark.parametrize("hidden", [16, 1, 0])
def test_rms_norm(hidden):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, hidden), "float32"))
    w = relax.Var("w", relax.TensorType((hidden,), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            gv = bb.emit_output(relax.op.nn.rms_norm(x, w, [-1]))
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    xn = np.random.rand(4, hidden).astype("float32")
    wn = np.random.rand(hidden).astype("float32")
    got = vm["main"](tvm.runtime.tensor(xn), tvm.runtime.tensor(wn)).numpy()
    np.testing.assert_allclose(got, rms_ref(xn, wn), rtol=1e-5, atol=1e-5)
