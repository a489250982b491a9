# cause: match_cast_wrong_static_dim
# expect: ErrorContext\(match_cast
# capture: combined
import logging
import numpy as np
import tvm
from tvm import relax, tirx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("importer")
x = relax.Var("x", relax.TensorType(ndim=3, dtype="float32"))
s = tirx.Var("s", "int64")
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        xs = bb.match_cast(x, relax.TensorType([1, s, 768], "float32"))
        log.info("hidden states cast to %s", xs.ty)
        y = bb.emit(relax.op.nn.gelu(xs))
        y = bb.emit_output(y)
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
log.info("running")
vm["main"](tvm.runtime.tensor(np.zeros((1, 7, 1024), "float32")))
