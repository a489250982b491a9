# cause: relax-const-int64-array-downcast
# expect: Dynamic strided_slice expects the input \w+ ?values to be all int64
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 8), "float32"))
begin = relax.const(np.array([0, 2], dtype="int64"))
end = relax.const(np.array([8, 6], dtype="int64"))
strides = relax.const(np.array([2, 1], dtype="int64"))
print("begin dtype (numpy):", np.array([0, 2], dtype="int64").dtype)
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.dynamic_strided_slice(x, begin, end, strides))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
