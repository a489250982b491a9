# cause: topi_batch_norm_negative_axis
# expect: x not in list
# capture: combined
import tvm
from tvm import relax

print("model: conv1d -> batch_norm(axis=-2) -> relu")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 32, 100), "float32"))
w = relax.Var("w", relax.TensorType((32, 32, 3), "float32"))
g = relax.Var("gamma", relax.TensorType((32,), "float32"))
b = relax.Var("beta", relax.TensorType((32,), "float32"))
mm = relax.Var("mean", relax.TensorType((32,), "float32"))
vv = relax.Var("var", relax.TensorType((32,), "float32"))
with bb.function("main", [x, w, g, b, mm, vv]):
    with bb.dataflow():
        c = bb.emit(relax.op.nn.conv1d(x, w, padding=1))
        n = bb.emit(relax.op.nn.batch_norm(c, g, b, mm, vv, axis=-2))
        r = bb.emit(relax.op.nn.relu(relax.TupleGetItem(n, 0)))
        o = bb.emit_output(r)
    bb.emit_func_output(o)
mod = relax.transform.LegalizeOps()(bb.get())
