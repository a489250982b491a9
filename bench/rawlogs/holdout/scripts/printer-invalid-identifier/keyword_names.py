# cause: printer-invalid-identifier
# expect: class: R\.Tensor[\s\S]*SyntaxError: invalid syntax
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
feat = relax.Var("feat", relax.TensorType((4, 32), "float32"))
w = relax.Var("w", relax.TensorType((32, 10), "float32"))
with bb.function("head", [feat, w]):
    with bb.dataflow():
        logits = bb.emit(relax.op.matmul(feat, w), name_hint="logits")
        cls = bb.emit(relax.op.argmax(logits, axis=1), name_hint="class")
        gv = bb.emit_output(relax.Tuple([logits, cls]))
    bb.emit_func_output(gv)

mod = bb.get()
print(mod.script())
copy = tvm.script.from_source(mod.script())
