# cause: unsigned_negate_const
# expect: cannot make uint from negative value
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Signs:
    @R.function
    def main(x: R.Tensor((10,), "uint32")) -> R.Tensor((10,), "uint32"):
        with R.dataflow():
            s = R.sign(x)
            R.output(s)
        return s


def test_sign_uint32():
    tvm.compile(Signs, target="llvm")
