# cause: convertlayout-layernorm-packed
# expect: ValueError: .*relax\.nn\.layer_norm
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


def to_nchw4c(mod):
    return relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]})(mod)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 8, 6, 6), "float32"))
w = relax.Var("w", relax.TensorType((8, 8, 3, 3), "float32"))
g = relax.Var("g", relax.TensorType((8,), "float32"))
b = relax.Var("b", relax.TensorType((8,), "float32"))
with bb.function("main", [x, w, g, b]):
    with bb.dataflow():
        c = bb.emit(op.nn.conv2d(x, w, padding=(1, 1)))
        n = bb.emit(op.nn.layer_norm(c, g, b, axes=[1]))
        out = bb.emit_output(n)
    bb.emit_func_output(out)
mod = bb.get()
mod = to_nchw4c(mod)
