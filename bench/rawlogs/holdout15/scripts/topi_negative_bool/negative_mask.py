# cause: topi_negative_bool
# expect: exceeds range of bool
import tvm
from tvm import relax

bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType((3, 5), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        n = bb.emit(relax.op.negative(m))
        gv = bb.emit_output(n)
    bb.emit_func_output(gv)
tvm.compile(bb.get(), target="llvm")
