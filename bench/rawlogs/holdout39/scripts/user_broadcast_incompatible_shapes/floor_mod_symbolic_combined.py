# cause: user_broadcast_incompatible_shapes
# expect: not broadcastable|broadcast
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax

from tvm import tirx
n = tirx.Var("n", "int64")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((n, 4), "int32"))
m = relax.Var("m", relax.TensorType((3,), "int32"))
with bb.function("main", [x, m]):
    y = bb.emit(relax.op.floor_mod(x, m))
    bb.emit_func_output(y)
print(bb.get())
