# cause: min-value-bool
# expect: Cannot decide min_value
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
flags = relax.Var("flags", relax.TensorType([4, 32], "bool"))
with bb.function("any_per_row", [flags]):
    with bb.dataflow():
        a = bb.emit(relax.op.max(flags, axis=[1]))
        gv = bb.emit_output(a)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
