# cause: tirx_isnan_bf16_unsupported
# expect: Data type T\.bfloat16 not supported for finiteness ops
# capture: pytest
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class OverflowCheck:
    @R.function
    def main(g: R.Tensor((128,), "bfloat16")) -> R.Tensor((), "bool"):
        with R.dataflow():
            inf = R.isinf(g)
            anyinf = R.max(R.astype(inf, "int32"))
            res = R.greater(anyinf, R.const(0, "int32"))
            R.output(res)
        return res


def test_overflow_check_bf16():
    tvm.compile(OverflowCheck, target="llvm")
