# cause: strided_slice_zero_stride
# expect: Divide by zero
# capture: pytest-short
import tvm
from tvm.script import ir as I, relax as R


def make_module():
    @I.ir_module
    class Slicer:
        @R.function
        def main(x: R.Tensor((8, 12), "float16")):
            y = R.strided_slice(x, axes=[0, 1], begin=[0, 2], end=[8, 12], strides=[1, 0])
            return y

    return Slicer


def test_slicer_builds():
    mod = make_module()
    assert "main" in [gv.name_hint for gv in mod.get_global_vars()]
