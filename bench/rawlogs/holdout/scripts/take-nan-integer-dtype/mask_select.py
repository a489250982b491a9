# cause: take-nan-integer-dtype
# expect: Cannot convert NaN to BigInt
# post: truncate=0.85
import traceback
import tvm
from tvm import relax

bb = relax.BlockBuilder()
mask = relax.Var("mask", relax.TensorType((6, 6), "bool"))
cols = relax.Var("cols", relax.TensorType((3,), "int64"))
try:
    with bb.function("main", [mask, cols]):
        with bb.dataflow():
            bb.emit_output(relax.op.take(mask, cols, axis=2, mode="nan"))
        bb.emit_func_output(mask)
except Exception:
    traceback.print_exc()

bb = relax.BlockBuilder()
with bb.function("main", [mask, cols]):
    with bb.dataflow():
        sel = bb.emit_output(relax.op.take(mask, cols, axis=1, mode="nan"))
    bb.emit_func_output(sel)
relax.build(bb.get(), target="llvm")
