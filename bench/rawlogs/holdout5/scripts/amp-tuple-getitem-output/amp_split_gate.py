# cause: amp-tuple-getitem-output
# expect: The type is not populated
# capture: combined
import logging

import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")


def gated(bb, x, w):
    h = bb.emit(relax.op.matmul(x, w))
    halves = bb.emit(relax.op.split(h, [16], axis=-1))
    return relax.TupleGetItem(halves, 1)


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([3, 16], "float32"))
w = relax.Var("w", relax.TensorType([16, 32], "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        gv = bb.emit_output(gated(bb, x, w))
    bb.emit_func_output(gv)
logging.info("module built, running ToMixedPrecision")
mod = relax.transform.ToMixedPrecision(out_dtype="float16")(bb.get())
logging.info("done")
