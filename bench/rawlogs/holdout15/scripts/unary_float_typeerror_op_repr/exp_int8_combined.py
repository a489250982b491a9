# cause: unary_float_typeerror_op_repr
# expect: relax.exp
# capture: combined
import tvm
from tvm import relax

print("dequant-free softmax experiment, int8 logits")
bb = relax.BlockBuilder()
logits = relax.Var("logits", relax.TensorType((1, 1000), "int8"))
with bb.function("main", [logits]):
    with bb.dataflow():
        mx = bb.emit(relax.op.max(logits, axis=1, keepdims=True))
        sh = bb.emit(relax.op.subtract(logits, mx))
        e = bb.emit(relax.op.exp(sh))
        gv = bb.emit_output(e)
    bb.emit_func_output(gv)
print(bb.get())
