# cause: rewriter_module_signature_mismatch
# expect: ValueError: Check failed: \(ffi::StructuralEqual\(\)\(ty_pattern, ty_replacement\)\) is false
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.dpl import PatternMatchingRewriter
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class HalfMatmul:
    @R.function
    def pattern(a: R.Tensor(["m", "k"], "float32"), b: R.Tensor(["k", "n"], "float32")):
        c = R.matmul(a, b)
        return c

    @R.function
    def replacement(a: R.Tensor(["m", "k"], "float32"), b: R.Tensor(["k", "n"], "float32")):
        c = R.matmul(R.astype(a, "float16"), R.astype(b, "float16"))
        return c


print(HalfMatmul)
rw = PatternMatchingRewriter.from_module(HalfMatmul)
