# cause: call_tir_without_te_grad
# expect: call_tir op without registering corresponding gradient
# capture: combined
# post: crlf
import tvm
from tvm import relax, te


def rms_te(x, g):
    n, d = x.shape
    k = te.reduce_axis((0, d), name="k")
    ss = te.compute((n,), lambda i: te.sum(x[i, k] * x[i, k], axis=k), name="ss")
    return te.compute((n, d), lambda i, j: x[i, j] * g[j] / te.sqrt(ss[i] / d + 1e-6), name="rms")


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 16), "float32"))
g = relax.Var("g", relax.TensorType((16,), "float32"))
with bb.function("main", [x, g]):
    with bb.dataflow():
        y = bb.emit_te(rms_te, x, g, primfunc_name_hint="rms_norm")
        loss = bb.emit_output(relax.op.mean(y))
    bb.emit_func_output(loss)
mod = bb.get()
print(mod)
mod = relax.transform.Gradient("main", require_grads=[g])(mod)
