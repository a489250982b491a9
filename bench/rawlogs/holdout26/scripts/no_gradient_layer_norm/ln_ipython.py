# cause: no_gradient_layer_norm
# expect: has not been registered for relax\.nn\.layer_norm
# capture: ipython
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 10), "float32"))
g = relax.Var("g", relax.TensorType((10,), "float32"))
b = relax.Var("b", relax.TensorType((10,), "float32"))
with bb.function("norm_loss", [x, g, b]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.layer_norm(x, g, b, axes=[1]))
        out = bb.emit_output(relax.op.sum(relax.op.nn.relu(y)))
    bb.emit_func_output(out)
mod = bb.get()
mod.show()
grad = relax.transform.Gradient("norm_loss")(mod)
grad.show()
