# cause: conv2d-blocked-layout-not-legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Packed:
    @R.function
    def main(
        x: R.Tensor((1, 4, 14, 14, 8), "float32"),
        w: R.Tensor((8, 4, 3, 3, 8, 8), "float32"),
    ):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=(1, 1), data_layout="NCHW8c", kernel_layout="OIHW8i8o")
            R.output(y)
        return y


print(Packed)
ex = tvm.compile(Packed, target="llvm")
print(ex)
