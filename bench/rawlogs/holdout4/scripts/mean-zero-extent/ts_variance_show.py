# cause: mean-zero-extent
# expect: InternalError: Check failed: fb->value != 0
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Stats:
    @R.function
    def main(x: R.Tensor((4, 0), "float32")) -> R.Tensor((4,), "float32"):
        with R.dataflow():
            v = R.variance(x, axis=[1], keepdims=False)
            R.output(v)
        return v


print("== input module ==")
Stats.show(black_format=False)
print("compiling for llvm ...")
lib = relax.build(Stats, target="llvm")
print("done", lib)
