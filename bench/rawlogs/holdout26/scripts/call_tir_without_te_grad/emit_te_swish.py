# cause: call_tir_without_te_grad
# expect: Differentiation of call_tir op without registering corresponding gradient function is not supported yet
import tvm
from tvm import relax, te, topi


def swish_te(x):
    return te.compute(x.shape, lambda i, j: x[i, j] * topi.sigmoid(x)[i, j], name="swish")


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 8), "float32"))
w = relax.Var("w", relax.TensorType((8, 8), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        h = bb.emit(relax.op.matmul(x, w))
        a = bb.emit_te(swish_te, h)
        loss = bb.emit_output(relax.op.sum(a))
    bb.emit_func_output(loss)
mod = bb.get()
mod = relax.transform.Gradient("main", require_grads=[w])(mod)
