# cause: power_bf16_isfloattype
# expect: IsFloatType
# capture: pytest
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class RMS:
    @R.function
    def main(x: R.Tensor((2, 64), "bfloat16")) -> R.Tensor((2, 1), "bfloat16"):
        with R.dataflow():
            sq = R.power(x, R.const(2.0, "bfloat16"))
            m = R.mean(sq, axis=[1], keepdims=True)
            R.output(m)
        return m


def test_rms_bf16():
    tvm.compile(RMS, target="llvm")
