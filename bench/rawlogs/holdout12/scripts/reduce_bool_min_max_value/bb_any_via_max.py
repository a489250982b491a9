# cause: reduce_bool_min_max_value
# expect: Cannot decide min_value for type\s*T\.bool
import tvm
from tvm import relax

# "any" over the last axis implemented as max of a boolean tensor
bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType((3, 7), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        anyv = bb.emit(relax.op.max(m, axis=-1))
        out = bb.emit_output(anyv)
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
