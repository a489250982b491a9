# cause: conv2d-packed-layout-unlegalized
# expect: CodeGenVM cannot emit[\s\S]*NCHW8c
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Packed:
    @R.function
    def main(
        x: R.Tensor((1, 4, 14, 14, 8), "float32"), w: R.Tensor((8, 4, 3, 3, 8, 8), "float32")
    ) -> R.Tensor((1, 8, 12, 12, 8), "float32"):
        with R.dataflow():
            y = R.nn.conv2d(x, w, data_layout="NCHW8c", kernel_layout="OIHW8i8o")
            z = R.nn.relu(y)
            R.output(z)
        return z


print("module parsed:", [gv.name_hint for gv in Packed.get_global_vars()])
ex = relax.build(Packed, target="llvm")
print("built", ex)
