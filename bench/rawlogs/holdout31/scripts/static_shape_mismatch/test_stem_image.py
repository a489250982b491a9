# cause: static_shape_mismatch
# expect: shape\[1\] mismatch to specified constant
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Stem:
    @R.function
    def main(img: R.Tensor((1, 3, 32, 32), "float32"), w: R.Tensor((8, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(img, w, padding=[1, 1])
            z = R.nn.relu(y)
            R.output(z)
        return z


def load_image():
    rng = np.random.default_rng(3)
    return (rng.integers(0, 255, size=(32, 32, 3)) / 255.0).astype("float32")


def test_stem_runs_on_image():
    ex = tvm.compile(Stem, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    img = load_image()[None, ...]
    w = np.full((8, 3, 3, 3), 0.1, dtype="float32")
    out = vm["main"](img, w).numpy()
    assert out.shape == (1, 8, 32, 32)
