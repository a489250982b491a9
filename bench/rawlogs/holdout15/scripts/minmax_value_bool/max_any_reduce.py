# cause: minmax_value_bool
# expect: Cannot decide min_value
import tvm
from tvm import relax

# "any" over the last axis, written as a max reduction
bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType((8, 32), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        anyv = bb.emit(relax.op.max(m, axis=-1))
        gv = bb.emit_output(anyv)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
