# cause: resize2d_zero_output_size
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


log.info("upsampling stage")
mod = build_fn([(1, 1, 4, 4)], "float32", lambda x: relax.op.image.resize2d(x, size=[0, 8], method="cubic"))
relax.build(mod, target="llvm")
