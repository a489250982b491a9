# cause: cross-entropy-zero-batch-divide
# expect: Divide by zero
import tvm
from tvm import relax

NUM_CLASSES = 10


def loss_module(batch):
    bb = relax.BlockBuilder()
    logits = relax.Var("logits", relax.TensorType((batch, NUM_CLASSES), "float32"))
    labels = relax.Var("labels", relax.TensorType((batch, NUM_CLASSES), "float32"))
    with bb.function("loss", [logits, labels]):
        with bb.dataflow():
            loss = bb.emit_output(relax.op.nn.cross_entropy_with_logits(logits, labels))
        bb.emit_func_output(loss)
    return bb.get()


# last micro-batch of the epoch is empty
mod = loss_module(batch=0)
exe = tvm.compile(mod, target="llvm")
