# cause: atan2_int_accepted
# expect: unknown intrinsic
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Gradient:
    @R.function
    def main(gy: R.Tensor((1, 16, 16), "uint8"), gx: R.Tensor((1, 16, 16), "uint8")):
        with R.dataflow():
            ang = R.atan2(gy, gx)
            R.output(ang)
        return ang


Gradient.show()
relax.build(Gradient, target="llvm")
