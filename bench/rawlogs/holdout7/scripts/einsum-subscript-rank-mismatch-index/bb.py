# cause: einsum-subscript-rank-mismatch-index
# expect: IndexError: Index \d+ out of bounds \d+
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit(relax.op.einsum([x], "ijk->i"))
        o = bb.emit_output(s)
    bb.emit_func_output(o)
