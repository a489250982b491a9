# cause: layer-norm-empty-axis-topi
# expect: Divide by zero
import logging
import tvm
from tvm import relax

logging.basicConfig(level=logging.DEBUG, format="[%(asctime)s] %(name)s: %(message)s")
logger = logging.getLogger("norm-test")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 0), "float32"))
g = relax.Var("g", relax.TensorType((0,), "float32"))
b = relax.Var("b", relax.TensorType((0,), "float32"))
with bb.function("main", [x, g, b]):
    bb.emit_func_output(bb.emit(relax.op.nn.layer_norm(x, g, b, axes=[1], center=False, scale=False)))
mod = bb.get()
logger.info("legalizing %d functions", len(mod.functions))
mod = relax.transform.LegalizeOps()(mod)
