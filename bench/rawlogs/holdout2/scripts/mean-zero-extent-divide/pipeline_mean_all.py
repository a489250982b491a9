# cause: mean-zero-extent-divide
# expect: Divide by zero
# post: truncate=0.6
import logging

import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("export")


def global_avg(bb, x):
    return bb.emit(relax.op.mean(x, axis=None, keepdims=False))


def make(rows):
    bb = relax.BlockBuilder()
    x = relax.Var("scores", relax.TensorType((rows, 16), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            g = global_avg(bb, x)
            out = bb.emit_output(relax.op.sqrt(g))
        bb.emit_func_output(out)
    return bb.get()


mod = make(0)
log.info("built module with %d functions", len(mod.functions))
seq = tvm.transform.Sequential(
    [
        relax.transform.LegalizeOps(),
        relax.transform.AnnotateTIROpPattern(),
        relax.transform.FuseOps(),
        relax.transform.FuseTIR(),
    ]
)
with tvm.transform.PassContext(opt_level=3):
    mod = seq(mod)
log.info("done")
