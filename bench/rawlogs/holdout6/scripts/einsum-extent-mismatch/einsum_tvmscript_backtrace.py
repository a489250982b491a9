# cause: einsum-extent-mismatch
# expect: Cannot broadcast extents
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R

print("parsing attention scores module")


@I.ir_module
class Scores:
    @R.function
    def main(q: R.Tensor((1, 8, 64), "float32"), k: R.Tensor((1, 8, 32), "float32")):
        with R.dataflow():
            s = R.einsum((q, k), "bqd,bkd->bqk")
            R.output(s)
        return s


tvm.compile(Scores, "llvm")
