# cause: tirx_isnan_bf16_unsupported
# expect: not supported for isnan op
# capture: pytest-native
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class NanToZero:
    @R.function
    def main(x: R.Tensor((2, 3, 16), "bfloat16")) -> R.Tensor((2, 3, 16), "bfloat16"):
        with R.dataflow():
            bad = R.isnan(x)
            z = R.where(bad, R.zeros((2, 3, 16), "bfloat16"), x)
            R.output(z)
        return z


mod = relax.transform.LegalizeOps()(NanToZero)
