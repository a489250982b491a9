# cause: bf16_legalize_truncmod
# expect: dtype mismatch on BufferStore
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Phase:
    @R.function
    def main(t: R.Tensor((1, 128), "bfloat16")) -> R.Tensor((1, 128), "bfloat16"):
        with R.dataflow():
            p = R.mod(t, R.const(6.25, "bfloat16"))
            R.output(p)
        return p


tvm.compile(Phase, target="llvm")
