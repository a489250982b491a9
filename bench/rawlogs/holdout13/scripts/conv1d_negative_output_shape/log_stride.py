# cause: conv1d_negative_output_shape
# expect: negative output shape
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


log.info("conv1d k=12 on len 8")
w = relax.const(np.ones((4, 1, 12), "float16"))
mod = build_fn([(3, 1, 8)], "float16", lambda x: relax.op.nn.conv1d(x, w, strides=2))
relax.transform.LegalizeOps()(mod)
