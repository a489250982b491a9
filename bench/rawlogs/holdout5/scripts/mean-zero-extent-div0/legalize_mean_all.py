# cause: mean-zero-extent-div0
# expect: Divide by zero
# capture: stderr
# env: TVM_BACKTRACE=1
import logging

import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("loss")


def make_mean_loss(n):
    bb = relax.BlockBuilder()
    err = relax.Var("err", relax.TensorType([n], "float32"))
    with bb.function("loss", [err]):
        with bb.dataflow():
            sq = bb.emit(relax.op.multiply(err, err))
            m = bb.emit(relax.op.mean(sq))
            gv = bb.emit_output(m)
        bb.emit_func_output(gv)
    return bb.get()


for n in (4, 0):
    log.info("legalizing loss for n=%d", n)
    mod = relax.transform.LegalizeOps()(make_mean_loss(n))
    log.info("ok, %d functions", len(mod.functions))
