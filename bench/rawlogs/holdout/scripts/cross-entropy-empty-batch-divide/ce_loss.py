# cause: cross-entropy-empty-batch-divide
# expect: te_cross_entropy_with_logits[\s\S]*Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
logits = relax.Var("logits", relax.TensorType((0, 10), "float32"))
target = relax.Var("target", relax.TensorType((0, 10), "float32"))
with bb.function("loss", [logits, target]):
    with bb.dataflow():
        l = bb.emit_output(relax.op.nn.cross_entropy_with_logits(logits, target))
    bb.emit_func_output(l)
tvm.compile(bb.get(), target="llvm")
