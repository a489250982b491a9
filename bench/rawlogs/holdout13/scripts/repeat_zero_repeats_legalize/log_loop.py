# cause: repeat_zero_repeats_legalize
# expect: repeats >= 1
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I
import logging
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("fuzz")

def build_fn(shapes, dtype, body):
    bb = relax.BlockBuilder()
    params = [relax.Var("x%d" % i, relax.TensorType(list(s), dtype)) for i, s in enumerate(shapes)]
    with bb.function("main", params):
        with bb.dataflow():
            out = bb.emit_output(body(*params))
        bb.emit_func_output(out)
    return bb.get()


for r in [2, 1, 0]:
    log.info("repeat=%d", r)
    mod = build_fn([(1, 4, 4)], "float32", lambda x: relax.op.repeat(x, r, axis=2))
    relax.transform.LegalizeOps()(mod)
