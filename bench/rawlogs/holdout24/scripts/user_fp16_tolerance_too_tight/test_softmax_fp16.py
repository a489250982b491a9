# cause: user_fp16_tolerance_too_tight
# expect: Not equal to tolerance
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def softmax_mod(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8, 1000), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.softmax(x, axis=-1))
        bb.emit_func_output(y)
    return bb.get()


def test_softmax_fp16_vs_numpy():
    x = (np.random.randn(8, 1000) * 4).astype("float16")
    ex = tvm.compile(softmax_mod("float16"), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(x)).numpy().astype("float32")
    xf = x.astype("float64")
    e = np.exp(xf - xf.max(-1, keepdims=True))
    ref = e / e.sum(-1, keepdims=True)
    np.testing.assert_allclose(out, ref, rtol=1e-6)
