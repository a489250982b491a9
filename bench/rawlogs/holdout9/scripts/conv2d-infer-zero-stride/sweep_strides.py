# cause: conv2d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# env: TVM_BACKTRACE=1
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax

def build(stride):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 16, 20, 20), "float32"))
    w = relax.Var("w", relax.TensorType((16, 16, 3, 3), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv2d(x, w, strides=stride))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    return bb.get()

for s in [(1, 1), (2, 2), (3, 3), (0, 1)]:
    print("stride", s, "->", build(s)["main"].ret_ty)
