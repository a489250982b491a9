# cause: arange-step-zero
# expect: arange[\s\S]*Divide by zero
import tvm
from tvm import relax

R = relax.op
bb = relax.BlockBuilder()
tok = relax.Var("tokens", relax.TensorType((1, 32), "int64"))
with bb.function("embed_positions", [tok]):
    with bb.dataflow():
        start, stop, step = 0, 32, 0   # step read from a malformed rope config
        pos = bb.emit(R.arange(start, stop, step, dtype="int64"))
        pos = bb.emit(R.expand_dims(pos, axis=0))
        out = bb.emit_output(R.add(tok, pos))
    bb.emit_func_output(out)
ex = tvm.compile(bb.get(), target="llvm")
