# cause: pool2d_zero_stride_infer
# expect: Divide by zero
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


log.info("pool config strides=(1, 0)")
mod = build_fn([(4, 2, 6, 6)], "float16",
               lambda x: relax.op.nn.avg_pool2d(x, pool_size=(2, 2), strides=(1, 0), count_include_pad=True))
