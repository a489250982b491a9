# cause: layernorm-zero-extent
# expect: Divide by zero
# capture: stderr
import numpy as np
import tvm
from tvm import relax

hidden = 0  # read from a config that was not filled in
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 5, hidden), "float32"))
g = relax.Var("gamma", relax.TensorType((hidden,), "float32"))
b = relax.Var("beta", relax.TensorType((hidden,), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.layer_norm(x, g, b, axes=[-1], epsilon=1e-5))
        out = bb.emit_output(relax.op.nn.gelu(y))
    bb.emit_func_output(out)

ex = tvm.compile(bb.get(), target="llvm")
print("compiled", ex)
