# cause: int32_symbolic_var_in_shape
# expect: (int64|ShapeType)
# capture: combined
# symbolic batch declared as a 32-bit var to match the int32 indices
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

batch = tirx.Var("batch", "int32")
print("batch var:", batch)
x = relax.Var("x", relax.TensorType([batch, 4], "float32"))
ids = relax.Var("ids", relax.TensorType([batch], "int32"))
bb = relax.BlockBuilder()
with bb.function("main", [x, ids]):
    y = bb.emit(relax.op.take(x, ids, axis=0))
    bb.emit_func_output(y)
print(bb.get())
