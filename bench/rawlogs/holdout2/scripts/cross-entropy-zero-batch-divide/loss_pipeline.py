# cause: cross-entropy-zero-batch-divide
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def build_loss(batch, classes):
    bb = relax.BlockBuilder()
    logits = relax.Var("logits", relax.TensorType((batch, classes), "float32"))
    onehot = relax.Var("onehot", relax.TensorType((batch, classes), "float32"))
    with bb.function("train_loss", [logits, onehot]):
        with bb.dataflow():
            logp = bb.emit(relax.op.nn.log_softmax(logits, axis=-1))
            loss = bb.emit_output(relax.op.nn.cross_entropy_with_logits(logp, onehot))
        bb.emit_func_output(loss)
    return bb.get()


mod = build_loss(0, 1000)
print(mod)
print("[pipeline] running default relax pipeline")
pipeline = relax.get_pipeline("default")
with tvm.target.Target("llvm"):
    mod = pipeline(mod)
print(mod)
