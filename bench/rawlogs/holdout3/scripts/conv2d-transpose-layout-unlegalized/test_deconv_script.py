# cause: conv2d-transpose-layout-unlegalized
# expect: CodeGenVM cannot emit
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class DeconvNCHW:
    @R.function
    def main(x: R.Tensor((1, 4, 6, 6), "float32"), w: R.Tensor((4, 2, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d_transpose(x, w)
            R.output(y)
        return y


@I.ir_module
class DeconvTorchWeights:
    @R.function
    def main(x: R.Tensor((1, 4, 6, 6), "float32"), w: R.Tensor((2, 4, 3, 3), "float32")):
        with R.dataflow():
            # weights exported as OIHW from another framework
            y = R.nn.conv2d_transpose(x, w, kernel_layout="OIHW")
            R.output(y)
        return y


def test_deconv_default_layout():
    relax.build(DeconvNCHW, target="llvm")


def test_deconv_oihw_weights():
    relax.build(DeconvTorchWeights, target="llvm")
