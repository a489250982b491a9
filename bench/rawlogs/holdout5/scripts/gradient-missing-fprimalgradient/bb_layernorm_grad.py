# cause: gradient-missing-fprimalgradient
# expect: Attribute FPrimalGradient has not been registered
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([4, 8], "float32"))
g = relax.Var("g", relax.TensorType([8], "float32"))
b = relax.Var("b", relax.TensorType([8], "float32"))
with bb.function("loss", [x, g, b]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.layer_norm(x, g, b, axes=[-1]))
        l = bb.emit(relax.op.sum(relax.op.multiply(y, y)))
        gv = bb.emit_output(l)
    bb.emit_func_output(gv)

mod = relax.transform.Gradient("loss", require_grads=[g, b])(bb.get())
mod.show()
