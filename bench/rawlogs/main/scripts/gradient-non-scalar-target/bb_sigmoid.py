# cause: gradient-non-scalar-target
# expect: The differentiation target must be a float scalar
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((5,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.sigmoid(x))
    bb.emit_func_output(out)
mod = bb.get()

print(mod.script())
mod = relax.transform.Gradient("main")(mod)
