# cause: layer-norm-zero-size-divide
# expect: _nn_layer_norm[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 0), "float32"))
g = relax.Var("g", relax.TensorType((0,), "float32"))
b = relax.Var("b", relax.TensorType((0,), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.layer_norm(x, g, b, axes=[-1]))
    bb.emit_func_output(y)
mod = bb.get()

print(mod.script())
ex = tvm.compile(mod, target="llvm")
