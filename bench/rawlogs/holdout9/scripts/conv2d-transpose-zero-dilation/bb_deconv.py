# cause: conv2d-transpose-zero-dilation
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 64, 16, 16), "float32"))
w = relax.Var("w", relax.TensorType((64, 32, 4, 4), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d_transpose(x, w, strides=(2, 2), padding=(1, 1), dilation=(0, 0)))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
