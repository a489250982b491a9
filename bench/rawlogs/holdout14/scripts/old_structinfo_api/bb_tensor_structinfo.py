# cause: old_structinfo_api
# expect: has no attribute 'TensorStructInfo'
import tvm
from tvm import relax, tirx

n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorStructInfo([n, 16], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    y = bb.emit(relax.op.nn.relu(x))
    bb.emit_func_output(y)
print(bb.get())
