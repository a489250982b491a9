# cause: mixed_precision_tuple_get_item_output
# expect: The type is not populated, check if you have normalized the expr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 64), "float32"))
w = relax.Var("w", relax.TensorType((64, 96), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        h = bb.emit(relax.op.matmul(x, w))
        parts = bb.emit(relax.op.split(h, 3, axis=1))
        q = bb.emit_output(relax.TupleGetItem(parts, 0))
    bb.emit_func_output(q)
mod = relax.transform.ToMixedPrecision(out_dtype="float32")(bb.get())
