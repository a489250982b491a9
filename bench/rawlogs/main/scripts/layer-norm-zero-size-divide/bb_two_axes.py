# cause: layer-norm-zero-size-divide
# expect: _nn_layer_norm[\s\S]*Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 0, 2), "float32"))
g = relax.Var("g", relax.TensorType((0, 2), "float32"))
b = relax.Var("b", relax.TensorType((0, 2), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.layer_norm(x, g, b, axes=[1, 2]))
        z = bb.emit_output(relax.op.nn.gelu(y))
    bb.emit_func_output(z)
mod = bb.get()

print("compiling ...", flush=True)
mod = relax.transform.LegalizeOps()(mod)
