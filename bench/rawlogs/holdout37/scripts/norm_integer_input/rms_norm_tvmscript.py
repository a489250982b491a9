# cause: norm_integer_input
# expect: relax\.nn\.rms_norm
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def build():
    @tvm.script.ir_module
    class RMS:
        @R.function
        def main(x: R.Tensor((4, 32), "int8"), w: R.Tensor((32,), "int8")):
            with R.dataflow():
                y = R.nn.rms_norm(x, w, axes=[-1], epsilon=1e-6)
                R.output(y)
            return y

    return RMS


def test_rms_norm_int8_activations():
    ex = tvm.compile(build(), target="llvm")
    x = np.random.randint(-8, 8, (4, 32)).astype("int8")
    w = np.ones(32, "int8")
    got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()
    xf = x.astype("float32")
    np.testing.assert_allclose(got, xf / np.sqrt((xf * xf).mean(-1, keepdims=True) + 1e-6), rtol=1e-3)
