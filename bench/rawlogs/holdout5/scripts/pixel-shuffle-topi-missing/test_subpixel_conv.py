# cause: pixel-shuffle-topi-missing
# expect: has no attribute 'pixel_shuffle'
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class SubPixel:
    @R.function
    def main(x: R.Tensor((1, 3, 16, 16), "float32"), w: R.Tensor((12, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            z = R.nn.pixel_shuffle(y, upscale_factor=2)
            R.output(z)
        return z


def test_shapes():
    assert [int(d) for d in SubPixel["main"].ret_ty.shape] == [1, 3, 32, 32]


def test_compile():
    tvm.compile(SubPixel, target="llvm")
