# cause: reduce-bool-limit-value
# expect: Cannot decide (min|max)_value for type
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("flags", relax.TensorType((4, 10), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        any_set = bb.emit(relax.op.max(x, axis=[1]))
        o = bb.emit_output(any_set)
    bb.emit_func_output(o)
tvm.compile(bb.get(), "llvm")
