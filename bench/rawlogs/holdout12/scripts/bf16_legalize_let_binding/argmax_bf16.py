# cause: bf16_legalize_let_binding
# expect: StructuralEqual\(\)\(value->ty, var->ty\)
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
logits = relax.Var("logits", relax.TensorType((2, 50), "bfloat16"))
with bb.function("main", [logits]):
    with bb.dataflow():
        tok = bb.emit(relax.op.argmax(logits, axis=-1))
        o = bb.emit_output(tok)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target="llvm")
