# cause: pool2d-zero-stride
# expect: Divide by zero
# capture: stderr
# post: truncate=0.55
import traceback
import numpy as np
import tvm
from tvm import relax

# first try an optional BLAS-backed path; fall back quietly if it is not there
try:
    tvm.get_global_func("tvm.contrib.cblas.matmul")
except Exception:
    traceback.print_exc()
    print("cblas not available, using default schedule", flush=True)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 4, 12, 12), "float32"))
w = relax.Var("w", relax.TensorType((4, 4, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        c = bb.emit(relax.op.nn.conv2d(x, w, padding=(1, 1)))
        p = bb.emit(relax.op.nn.max_pool2d(c, pool_size=(2, 2), strides=(0, 1)))
        out = bb.emit_output(p)
    bb.emit_func_output(out)
