# cause: scan-axis-out-of-range
# expect: Index out of range
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def cumprod_mod(shape, axis):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.cumprod(x, axis=axis))
        bb.emit_func_output(y)
    return bb.get()


def test_cumprod_last_axis():
    ex = relax.build(cumprod_mod((2, 3, 4), -1), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.random.rand(2, 3, 4).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(a)).numpy(), np.cumprod(a, axis=-1), rtol=1e-5)


def test_cumprod_axis_eq_ndim():
    relax.build(cumprod_mod((2, 3, 4), 3), target="llvm")
