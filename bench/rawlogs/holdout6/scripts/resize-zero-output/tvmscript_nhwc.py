# cause: resize-zero-output
# expect: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Thumb:
    @R.function
    def main(x: R.Tensor((1, 32, 32, 3), "float32")):
        with R.dataflow():
            y = R.image.resize2d(x, size=(16, 0), layout="NHWC", method="nearest_neighbor")
            R.output(y)
        return y


print("compiling thumbnailer")
tvm.compile(Thumb, target="llvm")
