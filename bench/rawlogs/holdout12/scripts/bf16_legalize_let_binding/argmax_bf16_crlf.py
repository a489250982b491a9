# cause: bf16_legalize_let_binding
# expect: StructuralEqual
# post: crlf
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 3, 3), "bfloat16"))
with bb.function("main", [x]):
    with bb.dataflow():
        a = bb.emit(relax.op.argmax(x))
        o = bb.emit_output(a)
    bb.emit_func_output(o)
mod = relax.transform.LegalizeOps()(bb.get())
relax.build(mod, target="llvm")
