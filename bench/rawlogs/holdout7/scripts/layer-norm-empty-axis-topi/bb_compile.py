# cause: layer-norm-empty-axis-topi
# expect: Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 0), "float32"))
g = relax.Var("gamma", relax.TensorType((0,), "float32"))
b = relax.Var("beta", relax.TensorType((0,), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.layer_norm(x, g, b, axes=[-1], epsilon=1e-5))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
tvm.compile(bb.get(), "llvm")
