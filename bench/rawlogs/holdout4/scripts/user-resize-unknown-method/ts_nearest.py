# cause: user-resize-unknown-method
# expect: ValueError: \('Unknown resize method:', 'nearest'\)
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Up:
    @R.function
    def main(x: R.Tensor((1, 8, 4, 4), "float32")):
        with R.dataflow():
            y = R.image.resize2d(x, R.shape([8, 8]), method="nearest", coordinate_transformation_mode="asymmetric")
            R.output(y)
        return y


print("module ok:", Up["main"].ret_ty)
ex = relax.build(Up, target="llvm")
