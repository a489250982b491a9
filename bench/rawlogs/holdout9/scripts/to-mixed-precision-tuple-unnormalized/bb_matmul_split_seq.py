# cause: to-mixed-precision-tuple-unnormalized
# expect: The type is not populated, check if you have normalized the expr
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 64), "float32"))
w = relax.Var("w", relax.TensorType((64, 192), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        qkv = bb.emit(relax.op.matmul(x, w))
        parts = bb.emit(relax.op.split(qkv, 3, axis=1))
        q = bb.emit(relax.TupleGetItem(parts, 0))
        k = bb.emit(relax.TupleGetItem(parts, 1))
        s = bb.emit_output(relax.op.matmul(q, relax.op.permute_dims(k)))
        v = bb.emit_output(relax.TupleGetItem(parts, 2))
    bb.emit_func_output(relax.Tuple([s, v]))
print("running mixed-precision pipeline")
seq = tvm.transform.Sequential([
    relax.transform.ToMixedPrecision(out_dtype="float32"),
    relax.transform.LegalizeOps(),
])
mod = seq(bb.get())
