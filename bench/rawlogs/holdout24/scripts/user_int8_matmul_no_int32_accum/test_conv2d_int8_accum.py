# cause: user_int8_matmul_no_int32_accum
# expect: Not equal to tolerance
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class QConv:
    @R.function
    def main(x: R.Tensor((1, 8, 10, 10), "int8"), w: R.Tensor((4, 8, 3, 3), "int8")):
        with R.dataflow():
            y = R.nn.conv2d(x, w)
            z = R.astype(y, "int32")
            R.output(z)
        return z


def conv_ref(x, w):
    x, w = x.astype("int32"), w.astype("int32")
    out = np.zeros((1, 4, 8, 8), "int32")
    for i in range(8):
        for j in range(8):
            out[0, :, i, j] = np.tensordot(w, x[0, :, i:i + 3, j:j + 3], axes=([1, 2, 3], [0, 1, 2]))
    return out


def test_int8_conv_matches_reference():
    rng = np.random.default_rng(1)
    x = rng.integers(-128, 127, (1, 8, 10, 10)).astype("int8")
    w = rng.integers(-128, 127, (4, 8, 3, 3)).astype("int8")
    ex = tvm.compile(QConv, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()
    np.testing.assert_allclose(got, conv_ref(x, w), rtol=0, atol=0)
