# cause: split_unsorted_indices
# expect: split_indices must be sorted
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((12, 3), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit(relax.op.split(x, [4, 4, 8], axis=0))
        o = bb.emit_output(parts)
    bb.emit_func_output(o)
mod = relax.transform.LegalizeOps()(bb.get())
