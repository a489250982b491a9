# cause: power_int_legalize
# expect: IsFloatType\(x\.ty\(\)\)
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Sq:
    @R.function
    def main(x: R.Tensor((4, 4), "int64")) -> R.Tensor((4, 4), "int64"):
        with R.dataflow():
            y = R.power(x, R.const(2, "int64"))
            R.output(y)
        return y


def test_square_int64():
    tvm.compile(Sq, target="llvm")
