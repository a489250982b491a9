# cause: bool_reduce_max_min
# expect: Cannot decide min_value for type
# capture: stderr
import logging
import sys
import tvm
from tvm import relax

logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(asctime)s [%(levelname)s] %(message)s")
log = logging.getLogger("export")

bb = relax.BlockBuilder()
hit = relax.Var("hit", relax.TensorType((2, 3, 5), "bool"))
with bb.function("main", [hit]):
    r = bb.emit(relax.op.max(hit))
    bb.emit_func_output(r)

try:
    ex = tvm.compile(bb.get(), target="llvm")
except Exception:
    log.exception("compilation of hit-detector failed")
    sys.exit(1)
