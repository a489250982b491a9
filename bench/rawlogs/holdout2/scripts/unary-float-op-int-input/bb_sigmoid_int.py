# cause: unary-float-op-int-input
# expect: requires the input tensor to have float dtype
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType((1, 100), "int8"))
scale = relax.const(0.05, "float32")
with bb.function("main", [q]):
    with bb.dataflow():
        print("emitting sigmoid on quantized input", q.ty)
        s = bb.emit(relax.op.sigmoid(q))
        out = bb.emit_output(relax.op.multiply(relax.op.astype(s, "float32"), scale))
    bb.emit_func_output(out)
