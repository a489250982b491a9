# cause: scan-axis-out-of-range
# expect: Index out of range\. size: 2, got index 2
import traceback

import tvm
from tvm import relax

try:
    import torch  # noqa: F401  (only used to cross-check results)
except ImportError:
    traceback.print_exc()
    torch = None

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((16, 32), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        c = bb.emit(relax.op.cumsum(x, axis=2))
        out = bb.emit_output(c)
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
