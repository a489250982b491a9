# cause: resize-align-corners-unit-output
# expect: Divide by zero
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


def build_and_run(mod, data):
    ex = relax.build(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](tvm.runtime.tensor(data)).numpy()


def test_align_corners_upscale():
    @I.ir_module
    class Up:
        @R.function
        def main(x: R.Tensor((1, 2, 4, 4), "float32")):
            y = R.image.resize2d(x, R.shape([7, 7]), method="linear",
                                 coordinate_transformation_mode="align_corners")
            return y

    data = np.arange(32, dtype="float32").reshape(1, 2, 4, 4)
    out = build_and_run(Up, data)
    np.testing.assert_allclose(out[..., 0, 0], data[..., 0, 0])


def test_align_corners_to_column():
    @I.ir_module
    class Col:
        @R.function
        def main(x: R.Tensor((1, 2, 4, 4), "float32")):
            y = R.image.resize2d(x, R.shape([4, 1]), method="cubic",
                                 coordinate_transformation_mode="align_corners")
            return y

    data = np.arange(32, dtype="float32").reshape(1, 2, 4, 4)
    out = build_and_run(Col, data)
    np.testing.assert_allclose(out[..., 0], data[..., 0])
