# cause: relax-const-int64-array-downcast
# expect: GatherND requires the input indices to have int64 dtype\. However, the given indices dtype is T\.int32
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 5, 6), "float32"))
coords = np.array([[0, 1], [2, 3], [3, 4]], dtype="int64")
idx = relax.const(coords)
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.gather_nd(x, idx))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
