# cause: bitwise_op_accepts_float
# expect: \| operator \(bitwise OR\)|bitwise OR
# capture: stderr
import logging
import numpy as np
import tvm
from tvm import relax
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("flags")

def build(fn, shapes, name="main"):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"x{i}", relax.TensorType(s, d)) for i, (s, d) in enumerate(shapes)]
    with bb.function(name, params):
        with bb.dataflow():
            out = bb.emit_output(fn(*params))
        bb.emit_func_output(out)
    return bb.get()

log.info("building flag combiner")
mod = build(lambda a, b: relax.op.nn.relu(relax.op.bitwise_or(a, b)), [((4, 6), "float64"), ((4, 6), "float64")])
log.info("compiling for llvm")
ex = tvm.compile(mod, "llvm")
