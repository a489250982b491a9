# cause: conv_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I

@I.ir_module
class Stem:
    @R.function
    def main(x: R.Tensor(("n", 3, 64, 64), "float16"), w: R.Tensor((32, 3, 7, 7), "float16")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, strides=2, padding=3, data_layout="NCHW", kernel_layout="OIHW", out_layout="NHWC")
            R.output(y)
        return y

def test_stem():
    tvm.compile(Stem, target="llvm")
