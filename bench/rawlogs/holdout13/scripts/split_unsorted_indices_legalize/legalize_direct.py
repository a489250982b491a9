# cause: split_unsorted_indices_legalize
# expect: split_indices must be sorted
# post: truncate=0.45
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


log.info("splitting heads")
mod = build_fn([(8, 16)], "int32", lambda x: relax.op.split(x, [12, 4], axis=1))
mod = relax.transform.LegalizeOps()(mod)
