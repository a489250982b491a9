# cause: conv2d-zero-stride-infer
# expect: Divide by zero
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 32, 32), "float32"))
w = relax.Var("w", relax.TensorType((8, 3, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, strides=(0, 0), padding=(1, 1)))
        z = bb.emit(relax.op.nn.relu(y))
        out = bb.emit_output(z)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
