# cause: take-nan-integer-dtype
# expect: topi/transform\.py[\s\S]*Cannot convert NaN to BigInt
import tvm
from tvm import relax

bb = relax.BlockBuilder()
table = relax.Var("table", relax.TensorType((100, 4), "int64"))
ids = relax.Var("ids", relax.TensorType((8,), "int32"))
with bb.function("main", [table, ids]):
    with bb.dataflow():
        rows = bb.emit_output(relax.op.take(table, ids, axis=0, mode="nan"))
    bb.emit_func_output(rows)
tvm.compile(bb.get(), target="llvm")
