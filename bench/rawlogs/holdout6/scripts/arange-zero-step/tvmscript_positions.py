# cause: arange-zero-step
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R

print("[pos-embed] start=0 end=16 step=0 (from config)")


@I.ir_module
class PosEmbed:
    @R.function
    def main(x: R.Tensor((16,), "int64")):
        with R.dataflow():
            pos = R.arange(0, 16, 0, dtype="int64")
            y = R.add(x, pos)
            R.output(y)
        return y


mod = tvm.compile(PosEmbed, "llvm")
