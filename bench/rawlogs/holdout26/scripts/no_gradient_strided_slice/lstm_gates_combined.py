# cause: no_gradient_strided_slice
# expect: has not been registered for relax\.strided_slice
# capture: combined
import logging
import numpy as np
import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("lstm_cell")

H = 8
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, H), "float32"))
wx = relax.Var("wx", relax.TensorType((H, 4 * H), "float32"))
with bb.function("cell", [x, wx]):
    with bb.dataflow():
        gates = bb.emit(relax.op.matmul(x, wx))
        i_g = bb.emit(relax.op.sigmoid(relax.op.strided_slice(gates, axes=[1], begin=[0], end=[H])))
        c_g = bb.emit(relax.op.tanh(relax.op.strided_slice(gates, axes=[1], begin=[2 * H], end=[3 * H])))
        c = bb.emit(relax.op.multiply(i_g, c_g))
        loss = bb.emit_output(relax.op.sum(c))
    bb.emit_func_output(loss)
mod = bb.get()
log.info("built cell with %d params", len(mod["cell"].params))
log.info("running Gradient pass")
mod = relax.transform.Gradient("cell", require_grads=[wx])(mod)
log.info("done")
