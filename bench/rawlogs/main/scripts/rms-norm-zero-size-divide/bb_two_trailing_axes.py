# cause: rms-norm-zero-size-divide
# expect: _nn_rms_norm[\s\S]*Divide by zero
import logging

import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 0, 3), "float32"))
w = relax.Var("w", relax.TensorType((0, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.rms_norm(x, w, axes=[1, 2]))
    bb.emit_func_output(y)
mod = bb.get()


def run(mod):
    mod = relax.transform.LegalizeOps()(mod)
    return mod


run(mod)
