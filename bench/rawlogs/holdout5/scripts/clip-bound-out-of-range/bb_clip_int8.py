# cause: clip-bound-out-of-range
# expect: exceeds range of int8
# capture: stderr
import tvm
from tvm import relax

LO, HI = -1000, 1000   # "no-op" clamp copied from the float32 path

bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType([64], "int8"))
with bb.function("main", [q]):
    with bb.dataflow():
        c = bb.emit(relax.op.clip(q, LO, HI))
        gv = bb.emit_output(c)
    bb.emit_func_output(gv)
tvm.compile(bb.get(), target="llvm")
