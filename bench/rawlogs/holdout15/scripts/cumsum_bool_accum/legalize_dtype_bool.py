# cause: cumsum_bool_accum
# expect: CreateAdd
# env: TVM_BACKTRACE=1
import logging
import numpy as np
import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("quant")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 32), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        nz = bb.emit(relax.op.not_equal(x, relax.const(0, "float16")))
        h = bb.emit(relax.op.cumsum(nz, axis=1, dtype="bool"))
        gv = bb.emit_output(h)
    bb.emit_func_output(gv)
mod = bb.get()
log.info("legalizing")
mod = relax.transform.LegalizeOps()(mod)
mod = relax.transform.AnnotateTIROpPattern()(mod)
mod = relax.transform.FuseOps()(mod)
mod = relax.transform.FuseTIR()(mod)
log.info("functions after fusion: %s", [gv.name_hint for gv in mod.functions])
ex = tvm.compile(mod, target="llvm")
