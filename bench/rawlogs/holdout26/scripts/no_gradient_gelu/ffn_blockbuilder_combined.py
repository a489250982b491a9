# cause: no_gradient_gelu
# expect: Attribute FPrimalGradient has not been registered for relax\.nn\.gelu
# capture: combined
"""Transformer FFN block built with BlockBuilder, differentiated w.r.t. weights."""
import numpy as np
import tvm
from tvm import relax

D_MODEL, D_FF, SEQ = 12, 48, 5


def build_ffn():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((SEQ, D_MODEL), "float32"))
    w_in = relax.Var("w_in", relax.TensorType((D_MODEL, D_FF), "float32"))
    b_in = relax.Var("b_in", relax.TensorType((D_FF,), "float32"))
    w_out = relax.Var("w_out", relax.TensorType((D_FF, D_MODEL), "float32"))
    with bb.function("ffn", [x, w_in, b_in, w_out]):
        with bb.dataflow():
            h = bb.emit(relax.op.add(relax.op.matmul(x, w_in), b_in))
            h = bb.emit(relax.op.nn.gelu(h))
            y = bb.emit(relax.op.matmul(h, w_out))
            res = bb.emit(relax.op.add(y, x))
            loss = bb.emit_output(relax.op.sum(relax.op.multiply(res, res)))
        bb.emit_func_output(loss)
    return bb.get()


mod = build_ffn()
print("forward module:")
print(mod)
fn = mod["ffn"]
print("differentiating w.r.t.", [p.name for p in fn.params[1:]])
train_mod = relax.transform.Gradient("ffn", require_grads=fn.params[1:])(mod)
print(train_mod["ffn_adjoint"])
