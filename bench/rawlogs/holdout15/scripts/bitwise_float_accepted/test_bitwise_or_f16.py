# cause: bitwise_float_accepted
# expect: bitwise OR
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class SetSignBit:
    @R.function
    def main(x: R.Tensor((64,), "float16"), s: R.Tensor((64,), "float16")):
        with R.dataflow():
            y = R.bitwise_or(x, s)
            R.output(y)
        return y


def test_set_sign_bit_fp16():
    ex = tvm.compile(SetSignBit, target="llvm")
    assert ex is not None
