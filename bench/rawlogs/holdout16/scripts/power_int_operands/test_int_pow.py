# cause: power_int_operands
# expect: power only applies to float
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class IntPow:
    @R.function
    def main(b: R.Tensor((3, 3), "int64"), e: R.Tensor((3, 3), "int64")):
        with R.dataflow():
            r = R.power(b, e)
            R.output(r)
        return r


def test_int_pow_compiles():
    tvm.compile(IntPow, target="llvm")
