# cause: bf16_legalize_truncmod
# expect: dtype mismatch on BufferStore: buffer's dtype is `T\.uint16`
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 4), "bfloat16"))
y = relax.Var("y", relax.TensorType((4, 4), "bfloat16"))
with bb.function("main", [x, y]):
    with bb.dataflow():
        r = bb.emit(relax.op.mod(x, y))
        o = bb.emit_output(r)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target="llvm")
