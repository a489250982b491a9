# cause: negate-unsigned-negative-one
# expect: cannot make uint from negative value -1
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Neg8:
    @R.function
    def main(x: R.Tensor((16,), "uint8")) -> R.Tensor((16,), "uint8"):
        y = R.negative(x)
        return y


@I.ir_module
class Abs8:
    @R.function
    def main(x: R.Tensor((16,), "uint8")) -> R.Tensor((16,), "uint8"):
        y = R.abs(x)
        return y


def test_abs_uint8():
    relax.build(Abs8, target="llvm")


def test_negative_uint8():
    relax.build(Neg8, target="llvm")
