# cause: argmax-rank0-reduce
# expect: argmax_argmin_call_te[\s\S]*Cannot reduce a 0 dim Tensor
import logging
import sys

import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

print("[1/3] constructing module", file=sys.stderr)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.argmax(x))
    bb.emit_func_output(y)
mod = bb.get()

print("compiling ...", flush=True)
ex = tvm.compile(mod, target="llvm")
