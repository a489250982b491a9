# cause: conv2d-packed-layout-unlegalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Packed:
    @R.function
    def main(x: R.Tensor((1, 2, 8, 8, 4), "float32"), w: R.Tensor((2, 8, 3, 3, 4), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, data_layout="NCHW4c", kernel_layout="OIHW4o", out_layout="NCHW4c")
            R.output(y)
        return y


print("ret:", Packed["main"].ret_ty)
tvm.compile(Packed, "llvm")
