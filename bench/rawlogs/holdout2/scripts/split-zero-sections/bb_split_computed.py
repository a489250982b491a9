# cause: split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
import tvm
from tvm import relax

SEQ = 5
CHUNK = 8

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, SEQ, 32), "float32"))
n_chunks = SEQ // CHUNK
with bb.function("main", [x]):
    with bb.dataflow():
        chunks = bb.emit(relax.op.split(x, n_chunks, axis=1))
        out = bb.emit_output(chunks)
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
