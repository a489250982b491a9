# cause: user-take-float-indices
# expect: Take op requires the input indices to have integer dtype
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
table = relax.Var("table", relax.TensorType((50, 8), "float32"))
ids = relax.Var("ids", relax.TensorType((4,), "float16"))
with bb.function("main", [table, ids]):
    with bb.dataflow():
        o = bb.emit_output(relax.op.take(table, ids, axis=0))
    bb.emit_func_output(o)
