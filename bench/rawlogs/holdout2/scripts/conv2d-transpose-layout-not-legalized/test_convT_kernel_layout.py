# cause: conv2d-transpose-layout-not-legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-native
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Upsample:
    @R.function
    def main(x: R.Tensor((2, 4, 8, 8), "float32"), w: R.Tensor((6, 4, 3, 3), "float32")):
        with R.dataflow():
            # weights exported from a framework that stores deconv kernels as OIHW
            y = R.nn.conv2d_transpose(x, w, strides=(1, 1), padding=(1, 1), kernel_layout="OIHW")
            R.output(y)
        return y


def test_build_upsample():
    ex = tvm.compile(Upsample, target="llvm")
    assert ex is not None
