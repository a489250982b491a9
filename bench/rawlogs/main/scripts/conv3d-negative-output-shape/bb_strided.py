# cause: conv3d-negative-output-shape
# expect: _nn_conv3d[\s\S]*lead to negative output shape
import sys
import traceback

import tvm
from tvm import relax

try:
    target = tvm.target.Target("cudaa")
except Exception:
    traceback.print_exc()
    print("falling back to llvm", file=sys.stderr)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 1, 6, 6, 2), "float32"))
w = relax.Var("w", relax.TensorType((2, 1, 3, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.conv3d(x, w, strides=2))
    bb.emit_func_output(y)
mod = bb.get()

mod = relax.transform.LegalizeOps()(mod)
