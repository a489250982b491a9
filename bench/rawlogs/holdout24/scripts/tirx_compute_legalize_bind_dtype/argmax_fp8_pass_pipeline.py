# cause: tirx_compute_legalize_bind_dtype
# expect: StructuralEqual\(\)\(value->ty, var->ty\)\) is false
# capture: stderr
# post: crlf
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class TopClass:
    @R.function
    def main(x: R.Tensor((2, 3, 32), "float8_e4m3fn")):
        with R.dataflow():
            y = R.argmax(x, axis=2, keepdims=True)
            R.output(y)
        return y


seq = tvm.transform.Sequential([
    relax.transform.LegalizeOps(),
    relax.transform.AnnotateTIROpPattern(),
    relax.transform.FoldConstant(),
])
mod = seq(TopClass)
lib = relax.build(mod, target="llvm")
print(lib)
