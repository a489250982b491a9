# cause: gradient-op-missing-primal-gradient
# expect: Attribute FPrimalGradient has not been registered for relax\.
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 10, 32), "float32"))
g = relax.Var("g", relax.TensorType((32,), "float32"))
b = relax.Var("b", relax.TensorType((32,), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.layer_norm(x, g, b, axes=[-1]))
        loss = bb.emit_output(relax.op.mean(y))
    bb.emit_func_output(loss)
seq = tvm.transform.Sequential([relax.transform.Normalize(), relax.transform.Gradient("main")])
print("differentiating ...")
mod = seq(bb.get())
