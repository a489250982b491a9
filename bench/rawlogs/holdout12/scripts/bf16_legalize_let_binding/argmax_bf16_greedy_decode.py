# cause: bf16_legalize_let_binding
# expect: Check failed: \(ffi::StructuralEqual
# capture: pytest-native
import logging
import tvm
from tvm import relax

logging.basicConfig(level=logging.DEBUG, format="[%(asctime)s] %(name)s: %(message)s")
logger = logging.getLogger("decode")

VOCAB = 256
bb = relax.BlockBuilder()
h = relax.Var("hidden", relax.TensorType((1, 64), "bfloat16"))
w = relax.Var("lm_head", relax.TensorType((64, VOCAB), "bfloat16"))
with bb.function("main", [h, w]):
    with bb.dataflow():
        logits = bb.emit(relax.op.matmul(h, w))
        nxt = bb.emit(relax.op.argmax(logits, axis=1))
        o = bb.emit_output(nxt)
    bb.emit_func_output(o)
logger.info("compiling greedy step, vocab=%d", VOCAB)
tvm.compile(bb.get(), target="llvm")
logger.info("done")
