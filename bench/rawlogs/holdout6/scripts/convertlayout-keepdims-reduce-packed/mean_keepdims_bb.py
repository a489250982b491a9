# cause: convertlayout-keepdims-reduce-packed
# expect: Could not parse mapping as sum of iterators
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


def to_nchw4c(mod):
    return relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]})(mod)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 8, 10, 10), "float32"))
w = relax.Var("w", relax.TensorType((8, 8, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        c = bb.emit(op.nn.conv2d(x, w))
        m = bb.emit(op.mean(c, axis=[1], keepdims=True))
        out = bb.emit_output(m)
    bb.emit_func_output(out)
mod = bb.get()
mod = to_nchw4c(mod)
tvm.compile(mod, target="llvm")
