# cause: unsigned_negate_const
# expect: -1 exceeds range of bool
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType((4, 4), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        n = bb.emit(relax.op.negative(m))
        o = bb.emit_output(n)
    bb.emit_func_output(o)
mod = bb.get()
mod.show()
tvm.compile(mod, target="llvm")
