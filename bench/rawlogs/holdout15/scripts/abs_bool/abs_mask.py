# cause: abs_bool
# expect: not supported for absolute op
import tvm
from tvm import relax

bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType((6, 6), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        a = bb.emit(relax.op.abs(m))
        gv = bb.emit_output(a)
    bb.emit_func_output(gv)
tvm.compile(bb.get(), target="llvm")
