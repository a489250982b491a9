# cause: cross-entropy-empty-batch-divide
# expect: te_cross_entropy_with_logits[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import traceback
import tvm
from tvm import relax
from tvm.relax import op

x = relax.Var("x", relax.TensorType((0, 5), "float16"))
y = relax.Var("y", relax.TensorType((0, 5), "float16"))

try:
    # first attempt: class-index labels, as in torch.nn.CrossEntropyLoss
    bb0 = relax.BlockBuilder()
    lab = relax.Var("lab", relax.TensorType((0,), "int64"))
    with bb0.function("main", [x, lab]):
        bb0.emit_func_output(bb0.emit(op.nn.cross_entropy_with_logits(x, lab)))
except Exception:
    traceback.print_exc()

bb = relax.BlockBuilder()
with bb.function("main", [x, y]):
    with bb.dataflow():
        p = bb.emit(op.nn.log_softmax(x, axis=1))
        l = bb.emit_output(op.nn.cross_entropy_with_logits(p, y))
    bb.emit_func_output(l)
mod = relax.transform.LegalizeOps()(bb.get())
print(mod)
