# cause: rms-norm-zero-size-divide
# expect: _nn_rms_norm[\s\S]*Divide by zero
# capture: combined
# post: truncate=0.35
import sys
import traceback

import tvm
from tvm import relax

print("[1/3] constructing module", file=sys.stderr)

try:
    lib = tvm.runtime.load_module("prebuilt_model.so")
except Exception:
    traceback.print_exc()
    lib = None

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((6, 0), "float64"))
scale = relax.Var("scale", relax.TensorType((0,), "float64"))
with bb.function("main", [x, scale]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.rms_norm(x, scale, axes=[1], epsilon=1e-5))
    bb.emit_func_output(y)
mod = bb.get()

with tvm.target.Target("llvm"):
    mod = relax.get_pipeline("zero")(mod)
