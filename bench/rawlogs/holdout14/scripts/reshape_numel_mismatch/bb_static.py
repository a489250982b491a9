# cause: reshape_numel_mismatch
# expect: Reshape expects the new shape to be convertible from the old shape
import tvm
from tvm import relax

x = relax.Var("x", relax.TensorType([3, 4], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    y = bb.emit(relax.op.reshape(x, (3, 5)))
    bb.emit_func_output(y)
