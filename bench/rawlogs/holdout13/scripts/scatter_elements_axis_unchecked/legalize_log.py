# cause: scatter_elements_axis_unchecked
# expect: IndexError: Index out of range
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


log.info("legalizing")
idx = relax.const(np.zeros((3,), "int64"))
mod = build_fn([(3,)], "float16", lambda x: relax.op.scatter_elements(x, idx, x, axis=1, reduction="mul"))
relax.transform.LegalizeOps()(mod)
