# cause: rewrite_callback_returns_non_expr
# expect: Cannot convert from type `ffi\.Array` to `ir\.Expr`
# capture: combined
# post: crlf
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, rewrite_call, wildcard

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 64), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        e = bb.emit(relax.op.exp(x))
        s = bb.emit(relax.op.sum(e, axis=[1], keepdims=True))
        out = bb.emit_output(relax.op.divide(e, s))
    bb.emit_func_output(out)
mod = bb.get()
print(mod)

logits = wildcard()
exp = is_op("relax.exp")(logits)
softmax = is_op("relax.divide")(exp, is_op("relax.sum")(exp))


def to_softmax(orig, m):
    new = relax.op.nn.softmax(m[logits], axis=-1)
    return new, True


mod["main"] = rewrite_call(softmax, to_softmax, mod["main"])
print(mod)
