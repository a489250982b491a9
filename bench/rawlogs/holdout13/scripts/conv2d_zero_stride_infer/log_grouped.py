# cause: conv2d_zero_stride_infer
# expect: Divide by zero
# post: crlf
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


log.info("building grouped conv")
w = relax.const(np.ones((8, 2, 3, 3), "float16"))
mod = build_fn([(1, 8, 9, 9)], "float16", lambda x: relax.op.nn.conv2d(x, w, strides=[0, 0], groups=4))
log.info("built")
