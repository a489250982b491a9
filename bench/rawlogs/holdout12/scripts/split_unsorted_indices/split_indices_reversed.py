# cause: split_unsorted_indices
# expect: split_indices must be sorted
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 10), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit(relax.op.split(x, [6, 3], axis=1))
        first = bb.emit(relax.TupleGetItem(parts, 0))
        o = bb.emit_output(first)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target="llvm")
